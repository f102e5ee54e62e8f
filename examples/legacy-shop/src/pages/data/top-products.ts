import type { Lang, ProductCard } from '@vitrina/core';
import { loadProductCards } from '../../catalog/product-cards';
import type { Db } from '../../db/open-database';

const TOP_LIMIT = 12;

/** The main page's top sales: products marked top, most popular first; corporate ones only for corporate users. */
export function topProducts(db: Db, lang: Lang, includeCorporate: boolean): ProductCard[] {
  const rows = db
    .prepare(
      `SELECT id FROM products WHERE is_top = 1 AND (? OR is_corporate = 0)
       ORDER BY popularity DESC, id LIMIT ?`,
    )
    .all(includeCorporate ? 1 : 0, TOP_LIMIT) as { id: number }[];
  return loadProductCards(db, rows.map((row) => row.id), lang);
}
