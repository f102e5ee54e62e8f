import { isCorporateRole } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { giftsRunOut, productNotBuyable, productNotFound } from './cart-errors';

export interface ProductForSale {
  id: number;
  title_uk: string;
  title_ru: string;
  price: number;
  price_with_discount: number | null;
  btn_to_cart: 0 | 1;
  is_available_to_buy: 0 | 1;
  is_corporate: 0 | 1;
  is_service: 0 | 1;
  gift_id: number | null;
  gift_stock: number | null;
}

/** What the shopper pays for one unit: the discounted price when there is one. */
export function unitPrice(product: { price: number; price_with_discount: number | null }): number {
  return product.price_with_discount ?? product.price;
}

/**
 * A product the caller may put in a cart or order: it exists, its buy button is on, it is for
 * sale, it is not a bundle service (those ride on their product) and, when corporate-only, the
 * caller is corporate.
 */
export function productForSale(db: Db, productId: number, user: UserRow | undefined): ProductForSale {
  const product = db
    .prepare(
      `SELECT p.id, p.title_uk, p.title_ru, p.price, p.price_with_discount, p.btn_to_cart, p.is_available_to_buy,
              p.is_corporate, c.is_services AS is_service, g.gift_id, g.stock AS gift_stock
       FROM products p
       JOIN categories c ON c.id = p.category_id
       LEFT JOIN product_gifts g ON g.product_id = p.id
       WHERE p.id = ?`,
    )
    .get(productId) as ProductForSale | undefined;
  if (!product) throw productNotFound(productId);
  if (product.btn_to_cart !== 1) throw productNotBuyable(productId, 'it has no buy button (pre-order, reminder or gone)');
  if (product.is_available_to_buy !== 1) throw productNotBuyable(productId, 'it is not for sale');
  if (product.is_service === 1) throw productNotBuyable(productId, 'a service is bought with its product');
  if (product.is_corporate === 1 && !isCorporateRole(user?.role)) {
    throw productNotBuyable(productId, 'it is sold to corporate customers only');
  }
  return product;
}

/**
 * The line's `without_gift` flag. A product whose gifts have run out is sold only to a shopper
 * who agreed to buy it without one (`withoutGift`), so nobody is promised a gift that is gone.
 */
export function giftChoice(product: ProductForSale, withoutGift: boolean): 0 | 1 {
  if (product.gift_id === null) return 0;
  if (withoutGift) return 1;
  if ((product.gift_stock ?? 0) > 0) return 0;
  throw giftsRunOut(product.id);
}
