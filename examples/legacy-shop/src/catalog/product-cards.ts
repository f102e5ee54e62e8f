import type { Lang, ProductCard } from '@vitrina/core';
import type { Db } from '../db/open-database';

interface ProductRow {
  id: number;
  slug: string;
  title_uk: string;
  title_ru: string;
  brand: string | null;
  image: string | null;
  price: number;
  price_with_discount: number | null;
  bonus: number;
  rating: number;
  count_reviews: number;
  in_waiting: 0 | 1;
  in_stock: 0 | 1;
  is_ends: 0 | 1;
  not_available: 0 | 1;
  btn_to_cart: 0 | 1;
  btn_preorder: 0 | 1;
  btn_notify: 0 | 1;
  is_corporate: 0 | 1;
  is_available_for_credit: 0 | 1;
  is_available_to_buy: 0 | 1;
  item_category: string;
  item_category2: string | null;
  has_gift: 0 | 1;
}

const flag = (value: number): 0 | 1 => (value ? 1 : 0);

/**
 * The product cards (docs/catalogue.md#product-card) of the given ids, in the order asked, in one language; unknown ids
 * are left out. Five queries whatever the number of ids, so a page of 24 costs the same as one.
 */
export function loadProductCards(db: Db, ids: readonly number[], lang: Lang): ProductCard[] {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return [];
  const list = JSON.stringify(unique);
  const t = lang === 'ru' ? 'ru' : 'uk';

  const rows = db
    .prepare(
      `SELECT p.*, c.item_category,
              EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id AND g.stock > 0) AS has_gift
       FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .all(list) as ProductRow[];

  const labels = groupBy(
    db
      .prepare(
        `SELECT pl.product_id, l.id, l.title_${t} AS title, l.color FROM product_labels pl
         JOIN labels l ON l.id = pl.label_id WHERE pl.product_id IN (SELECT value FROM json_each(?)) ORDER BY l.id`,
      )
      .all(list) as { product_id: number; id: number; title: string; color: string }[],
  );
  const characteristics = groupBy(
    db
      .prepare(
        `SELECT product_id, name_${t} AS name, value_${t} AS value FROM product_characteristics
         WHERE is_main = 1 AND product_id IN (SELECT value FROM json_each(?)) ORDER BY position`,
      )
      .all(list) as { product_id: number; name: string; value: string }[],
  );
  const awards = groupBy(
    db
      .prepare(
        `SELECT product_id, image, annotation_${t} AS annotation FROM product_awards
         WHERE product_id IN (SELECT value FROM json_each(?))`,
      )
      .all(list) as { product_id: number; image: string; annotation: string }[],
  );
  const credits = groupBy(
    db
      .prepare(
        `SELECT product_id, id, months_count, description_${t} AS description FROM product_credit_items
         WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY months_count`,
      )
      .all(list) as { product_id: number; id: number; months_count: number; description: string }[],
  );

  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const card: ProductCard = {
      id: row.id,
      title: t === 'ru' ? row.title_ru : row.title_uk,
      brand: row.brand,
      slug: row.slug,
      image: row.image,
      price: row.price,
      price_with_discount: row.price_with_discount,
      bonus: row.bonus,
      labels: (labels.get(id) ?? []).map(({ id: labelId, title, color }) => ({ id: labelId, title, color })),
      statuses: {
        in_waiting: flag(row.in_waiting),
        in_stock: flag(row.in_stock),
        is_ends: flag(row.is_ends),
        not_available: flag(row.not_available),
      },
      buttons: {
        to_cart: flag(row.btn_to_cart),
        preorder: flag(row.btn_preorder),
        notify_about_availability: flag(row.btn_notify),
      },
      rating: row.rating,
      count_reviews: row.count_reviews,
      main_characteristics: (characteristics.get(id) ?? []).map(({ name, value }) => ({ normal: `${name}: ${value}` })),
      awards: (awards.get(id) ?? []).map(({ image, annotation }) => ({ image, annotation })),
      credit_items: (credits.get(id) ?? []).map(({ id: creditId, months_count, description }) => ({
        id: creditId,
        months_count,
        description,
      })),
      isAvailableForCredit: row.is_available_for_credit === 1,
      is_corporate: row.is_corporate === 1,
      is_promotion_enabled: row.has_gift === 1,
      isAvailableToBuy: row.is_available_to_buy === 1,
      analytics_categories: { item_category: row.item_category, item_category2: row.item_category2 },
    };
    return [card];
  });
}

function groupBy<T extends { product_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}
