import type { Lang, ProductCategoryGroup } from '@vitrina/core';
import { loadProductCards } from '../../../catalog/product-cards';
import type { Db } from '../../../db/open-database';
import { notFound } from '../../../http/api-error';

/** The two per-user product lists; the name is also the table's. */
export type ProductListName = 'favorites' | 'compares';

const TABLES: Readonly<Record<ProductListName, string>> = { favorites: 'favorites', compares: 'compares' };

/** The user's ids in the order they were added. */
export function listProductIds(db: Db, list: ProductListName, userId: number): number[] {
  const rows = db.prepare(`SELECT product_id FROM ${TABLES[list]} WHERE user_id = ? ORDER BY rowid`).all(userId) as {
    product_id: number;
  }[];
  return rows.map((row) => row.product_id);
}

/** Adds the ids the list does not hold yet; an unknown product is 404 and adds nothing. */
export function addToProductList(db: Db, list: ProductListName, userId: number, ids: readonly number[], now: Date): number[] {
  const wanted = [...new Set(ids)];
  const known = db
    .prepare('SELECT COUNT(*) AS n FROM products WHERE id IN (SELECT value FROM json_each(?))')
    .get(JSON.stringify(wanted)) as { n: number };
  if (known.n !== wanted.length) throw notFound('No product with one of these ids');
  const insert = db.prepare(`INSERT OR IGNORE INTO ${TABLES[list]} (user_id, product_id, created_at) VALUES (?, ?, ?)`);
  for (const id of wanted) insert.run(userId, id, now.toISOString());
  return listProductIds(db, list, userId);
}

/** Removes the ids; one the list does not hold is simply not there afterwards. */
export function removeFromProductList(db: Db, list: ProductListName, userId: number, ids: readonly number[]): number[] {
  db.prepare(`DELETE FROM ${TABLES[list]} WHERE user_id = ? AND product_id IN (SELECT value FROM json_each(?))`).run(
    userId,
    JSON.stringify(ids),
  );
  return listProductIds(db, list, userId);
}

/** The list's product cards grouped by category, categories in the catalogue's order. */
export function productListGroups(db: Db, list: ProductListName, userId: number, lang: Lang): ProductCategoryGroup[] {
  const cards = loadProductCards(db, listProductIds(db, list, userId), lang);
  if (cards.length === 0) return [];
  const categories = db
    .prepare(
      `SELECT p.id AS product_id, c.id, c.slug, c.title_uk, c.title_ru, c.position
       FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(cards.map((card) => card.id))) as {
    product_id: number;
    id: number;
    slug: string;
    title_uk: string;
    title_ru: string;
    position: number;
  }[];
  const categoryOf = new Map(categories.map((row) => [row.product_id, row]));

  const groups = new Map<number, ProductCategoryGroup & { position: number }>();
  for (const card of cards) {
    const category = categoryOf.get(card.id);
    if (!category) continue;
    let group = groups.get(category.id);
    if (!group) {
      group = {
        id: category.id,
        slug: category.slug,
        title: lang === 'ru' ? category.title_ru : category.title_uk,
        products: [],
        position: category.position,
      };
      groups.set(category.id, group);
    }
    group.products.push(card);
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(({ position: _position, ...group }) => group);
}
