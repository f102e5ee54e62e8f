import { errorMessages as e } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import { unprocessable } from '../../../http/api-error';
import type { OrderRow } from './payment-orders';

/** The columns of a product that decide whether it is sold on credit. */
export interface CreditFlags {
  price: number;
  price_with_discount: number | null;
  is_available_for_credit: 0 | 1;
  is_available_to_buy: 0 | 1;
  is_corporate: 0 | 1;
}

/** Whether a product has credit offers: offered on credit, buyable, not corporate-only, not free. */
export function isSoldOnCredit(product: CreditFlags): boolean {
  const price = product.price_with_discount ?? product.price;
  return product.is_available_for_credit === 1 && product.is_available_to_buy === 1 && product.is_corporate === 0 && price > 0;
}

const refuse = (key: string, message: string) => unprocessable(key, message, { payment_type: key });

/**
 * Refuses credit where docs/checkout.md#credit-and-instalments rules it out: an order with a promo code, with spent bonuses, or
 * with a product that has no credit offers (an order without lines has none either).
 */
export function checkCreditAllowed(db: Db, order: OrderRow): void {
  if (order.promo_code) throw refuse(e.creditNotWithPromoCode, `Order ${order.id} has a promo code`);
  if (order.bonuses_spent > 0) throw refuse(e.promoOrBonusesNotWithCredit, `Order ${order.id} is partly paid with bonuses`);
  const ids = orderProductIds(order.items);
  if (ids === undefined || ids.length === 0 || !allSoldOnCredit(db, ids)) {
    throw refuse(e.creditNoOptions, `Order ${order.id} has a product not sold on credit`);
  }
}

/** The product ids of an order's lines (a line names it `product_id` or `id`); undefined if one has neither. */
function orderProductIds(items: string): number[] | undefined {
  let lines: unknown;
  try {
    lines = JSON.parse(items);
  } catch {
    return undefined;
  }
  if (!Array.isArray(lines)) return undefined;
  const ids: number[] = [];
  for (const line of lines as unknown[]) {
    const { product_id: productId, id } = (line ?? {}) as { product_id?: unknown; id?: unknown };
    const named = productId ?? id;
    if (typeof named !== 'number') return undefined;
    ids.push(named);
  }
  return ids;
}

/** Whether every one of the products is sold on credit (an unknown id is not). */
export function allSoldOnCredit(db: Db, ids: readonly number[]): boolean {
  const wanted = [...new Set(ids)];
  const products = db
    .prepare(
      `SELECT price, price_with_discount, is_available_for_credit, is_available_to_buy, is_corporate FROM products
       WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(wanted)) as CreditFlags[];
  return products.length === wanted.length && products.every(isSoldOnCredit);
}
