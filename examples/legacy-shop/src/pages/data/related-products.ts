import type { Lang, ProductCard } from '@vitrina/core';
import { loadProductCards } from '../../catalog/product-cards';
import type { Db } from '../../db/open-database';

const LIMIT = 8;

export interface RelatedProducts {
  readonly similar: ProductCard[];
  readonly viewedByOthers: ProductCard[];
  readonly accessories: ProductCard[];
}

/**
 * The product page's lists: similar (the same category), viewed by others (popular elsewhere) and
 * accessories (from accessory categories). The viewed list is the browser's own and is not here.
 */
export function relatedProducts(db: Db, productId: number, categoryId: number, lang: Lang, includeCorporate: boolean): RelatedProducts {
  const corporate = includeCorporate ? 1 : 0;
  const ids = (sql: string, ...args: unknown[]) =>
    loadProductCards(db, (db.prepare(sql).all(...args) as { id: number }[]).map((row) => row.id), lang);
  return {
    similar: ids(
      `SELECT id FROM products WHERE category_id = ? AND id <> ? AND (? OR is_corporate = 0)
       ORDER BY popularity DESC, id LIMIT ?`,
      categoryId,
      productId,
      corporate,
      LIMIT,
    ),
    viewedByOthers: ids(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.category_id <> ? AND c.is_services = 0 AND (? OR p.is_corporate = 0)
       ORDER BY p.popularity DESC, p.id LIMIT ?`,
      categoryId,
      corporate,
      LIMIT,
    ),
    accessories: ids(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.category_id <> ? AND c.is_services = 0 AND (c.slug LIKE '%accessor%' OR c.item_category LIKE '%ccessor%')
         AND (? OR p.is_corporate = 0)
       ORDER BY p.popularity DESC, p.id LIMIT ?`,
      categoryId,
      corporate,
      LIMIT,
    ),
  };
}
