import { isCorporateRole, type Lang, type ProductCategoryGroup } from '@vitrina/core';
import { loadProductCards } from '../../../catalog/product-cards';
import type { Db } from '../../../db/open-database';
import type { UserRow } from '../../../db/rows';
import { notFound } from '../../../http/api-error';

/** The two per-user product lists; the name is also the table's. */
export type ProductListName = 'favorites' | 'compares';

const TABLES: Readonly<Record<ProductListName, string>> = { favorites: 'favorites', compares: 'compares' };

/** 1 when the user may see corporate-only products, for the `(? OR p.is_corporate = 0)` conditions. */
const seesCorporate = (user: UserRow): 0 | 1 => (isCorporateRole(user.role) ? 1 : 0);

/**
 * The user's ids in the order they were added. Corporate-only products are left out for a user who
 * is not corporate, as everywhere in the shop (a product may have become corporate-only since).
 */
export function listProductIds(db: Db, list: ProductListName, user: UserRow): number[] {
  const rows = db
    .prepare(
      `SELECT l.product_id FROM ${TABLES[list]} l JOIN products p ON p.id = l.product_id
       WHERE l.user_id = ? AND (? OR p.is_corporate = 0) ORDER BY l.rowid`,
    )
    .all(user.id, seesCorporate(user)) as { product_id: number }[];
  return rows.map((row) => row.product_id);
}

/**
 * Adds the ids the list does not hold yet. A corporate-only product is skipped for a user who is not
 * corporate (the SDK sends a guest's whole list in one request at login, and one product that has
 * become corporate-only since must not cost the others). An unknown product is 404 and adds nothing;
 * so is a request none of whose products the user may see.
 */
export function addToProductList(db: Db, list: ProductListName, user: UserRow, ids: readonly number[], now: Date): number[] {
  const wanted = [...new Set(ids)];
  const found = db
    .prepare('SELECT id, is_corporate FROM products WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(wanted)) as { id: number; is_corporate: number }[];
  if (found.length !== wanted.length) throw notFound('No product with one of these ids');
  const hidden = new Set(seesCorporate(user) ? [] : found.filter((row) => row.is_corporate !== 0).map((row) => row.id));
  const visible = wanted.filter((id) => !hidden.has(id));
  if (visible.length === 0) throw notFound('No product with one of these ids');
  const insert = db.prepare(`INSERT OR IGNORE INTO ${TABLES[list]} (user_id, product_id, created_at) VALUES (?, ?, ?)`);
  for (const id of visible) insert.run(user.id, id, now.toISOString());
  return listProductIds(db, list, user);
}

/** Removes the ids; one the list does not hold is simply not there afterwards. */
export function removeFromProductList(db: Db, list: ProductListName, user: UserRow, ids: readonly number[]): number[] {
  db.prepare(`DELETE FROM ${TABLES[list]} WHERE user_id = ? AND product_id IN (SELECT value FROM json_each(?))`).run(
    user.id,
    JSON.stringify(ids),
  );
  return listProductIds(db, list, user);
}

/** The list's product cards grouped by category, categories in the catalogue's order. */
export function productListGroups(db: Db, list: ProductListName, user: UserRow, lang: Lang): ProductCategoryGroup[] {
  const cards = loadProductCards(db, listProductIds(db, list, user), lang);
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
