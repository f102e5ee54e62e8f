import type { CompareProduct } from '@vitrina/core';
import { loadProductCards } from '../../../catalog/product-cards';
import { notFound } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { positiveId } from './path-id';
import { isCorporate } from './request-user';

const MAX_IDS = 100;

interface CharacteristicRow {
  product_id: number;
  key: string;
  title: string;
  value: string;
}

/**
 * The compare table of a category: those of `ids` that belong to it (others are ignored), in the
 * order asked, with every characteristic. With diff=1 only the characteristics whose values are not
 * the same for all of them remain; one product missing a characteristic the others have differs.
 */
export const compareProducts: ApiHandler<'compareProducts'> = ({ db, id, input, lang, user }) => {
  const categoryId = positiveId(id);
  const category = categoryId === undefined ? undefined : db.prepare('SELECT id FROM categories WHERE id = ?').get(categoryId);
  if (!category) throw notFound(`No category ${id ?? ''}`);

  const asked = [...new Set(input.ids)].slice(0, MAX_IDS);
  const inCategory = new Set(
    (
      db
        .prepare(
          `SELECT id FROM products WHERE category_id = ? AND (is_corporate = 0 OR ?)
           AND id IN (SELECT value FROM json_each(?))`,
        )
        .all(categoryId, isCorporate(user) ? 1 : 0, JSON.stringify(asked)) as { id: number }[]
    ).map((row) => row.id),
  );
  const ids = asked.filter((productId) => inCategory.has(productId));
  const cards = loadProductCards(db, ids, lang);

  const t = lang === 'ru' ? 'ru' : 'uk';
  const rows = db
    .prepare(
      `SELECT product_id, name_uk AS key, name_${t} AS title, value_${t} AS value FROM product_characteristics
       WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`,
    )
    .all(JSON.stringify(ids)) as CharacteristicRow[];
  const differing = input.diff === 1 ? differingKeys(rows, ids.length) : undefined;

  const data: CompareProduct[] = cards.map((card) => ({
    ...card,
    characteristics: rows
      .filter((row) => row.product_id === card.id && (differing === undefined || differing.has(row.key)))
      .map(({ title, value }) => ({ title, value })),
  }));
  return { success: true, data };
};

/** Characteristics (by Ukrainian name) not shared with one value by every compared product. */
function differingKeys(rows: readonly CharacteristicRow[], productCount: number): Set<string> {
  const valuesByKey = new Map<string, { products: Set<number>; values: Set<string> }>();
  for (const row of rows) {
    const entry = valuesByKey.get(row.key) ?? { products: new Set(), values: new Set() };
    entry.products.add(row.product_id);
    entry.values.add(row.value);
    valuesByKey.set(row.key, entry);
  }
  const differing = new Set<string>();
  for (const [key, { products, values }] of valuesByKey) {
    if (values.size > 1 || products.size < productCount) differing.add(key);
  }
  return differing;
}
