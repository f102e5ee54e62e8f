import { EFFECTIVE_PRICE } from './product-conditions';
import type { ProductSort } from './list-products';

/** ORDER BY of each sort; the id last makes every order total, so pages never overlap. */
const ORDER_BY: Readonly<Record<ProductSort, string>> = {
  popular: 'p.popularity DESC, p.id ASC',
  price_asc: `${EFFECTIVE_PRICE} ASC, p.id ASC`,
  price_desc: `${EFFECTIVE_PRICE} DESC, p.id ASC`,
  rating: 'p.rating DESC, p.count_reviews DESC, p.id ASC',
  new: 'p.created_at DESC, p.id DESC',
  label: 'EXISTS (SELECT 1 FROM product_labels pl WHERE pl.product_id = p.id) DESC, p.popularity DESC, p.id ASC',
};

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && Object.hasOwn(ORDER_BY, value);
}

/** The ORDER BY text of a sort; anything unknown sorts by popularity. */
export function orderBy(sort: unknown): string {
  return isProductSort(sort) ? ORDER_BY[sort] : ORDER_BY.popular;
}
