import type { Lang, ProductCard } from '@vitrina/core';
import { loadProductCards } from '../../catalog/product-cards';
import type { Db } from '../../db/open-database';

export interface CompareGroup {
  readonly categoryId: number;
  readonly slug: string;
  readonly title: string;
  readonly ids: readonly number[];
}

export interface CompareRow {
  readonly name: string;
  /** One value per product of the group, in the group's order; null where a product lacks it. */
  readonly values: readonly (string | null)[];
  readonly differs: boolean;
}

export interface CompareData {
  readonly groups: readonly CompareGroup[];
  readonly current: CompareGroup | undefined;
  readonly cards: readonly ProductCard[];
  readonly rows: readonly CompareRow[];
}

/**
 * The compare page's data: the ids grouped by category (in the order asked), the chosen group's
 * cards and its characteristics table — every characteristic any of them has, in position order.
 */
export function compareData(db: Db, ids: readonly number[], lang: Lang, categorySlug: string | undefined, includeCorporate: boolean): CompareData {
  const t = lang === 'ru' ? 'ru' : 'uk';
  const rows = db
    .prepare(
      `SELECT p.id, p.category_id, c.slug, c.title_${t} AS title FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.id IN (SELECT value FROM json_each(?)) AND (? OR p.is_corporate = 0)`,
    )
    .all(JSON.stringify(ids), includeCorporate ? 1 : 0) as { id: number; category_id: number; slug: string; title: string }[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const groups = new Map<number, { categoryId: number; slug: string; title: string; ids: number[] }>();
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const group = groups.get(row.category_id) ?? { categoryId: row.category_id, slug: row.slug, title: row.title, ids: [] };
    group.ids.push(id);
    groups.set(row.category_id, group);
  }
  const all = [...groups.values()];
  const current = all.find((group) => group.slug === categorySlug) ?? all[0];
  if (!current) return { groups: all, current: undefined, cards: [], rows: [] };

  const cards = loadProductCards(db, current.ids, lang);
  const characteristics = db
    .prepare(
      `SELECT product_id, name_${t} AS name, value_${t} AS value, position FROM product_characteristics
       WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position`,
    )
    .all(JSON.stringify(current.ids)) as { product_id: number; name: string; value: string; position: number }[];
  const table = new Map<string, Map<number, string>>();
  for (const item of characteristics) {
    const values = table.get(item.name) ?? new Map<number, string>();
    values.set(item.product_id, item.value);
    table.set(item.name, values);
  }
  const tableRows = [...table].map(([name, values]): CompareRow => {
    const row = cards.map((card) => values.get(card.id) ?? null);
    return { name, values: row, differs: new Set(row).size > 1 };
  });
  return { groups: all, current, cards, rows: tableRows };
}
