import type { Lang, ProductCard } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import { loadProductCards } from '../../../catalog/product-cards';

const TOP_SALES_LIMIT = 20;

/** The top-sales slider: products marked is_top, most popular first; corporate-only ones for corporate users. */
export function topSales(db: Db, lang: Lang, includeCorporate: boolean): ProductCard[] {
  const ids = db
    .prepare(
      `SELECT id FROM products WHERE is_top = 1 AND (is_corporate = 0 OR ?)
       ORDER BY popularity DESC, id LIMIT ?`,
    )
    .all(includeCorporate ? 1 : 0, TOP_SALES_LIMIT) as { id: number }[];
  return loadProductCards(
    db,
    ids.map(({ id }) => id),
    lang,
  );
}
