import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { productForSale, unitPrice } from './product-for-sale';

export interface OneClickOrder {
  readonly productId: number;
  /** A valid Ukrainian number, any notation; kept as digits ('380501234567') like users.phone. */
  readonly phone: string;
  readonly name: string | undefined;
  readonly user: UserRow | undefined;
  readonly now: Date;
}

/** One line of `orders.items`: prices are the server's at the time of the order. */
export interface OrderItem {
  readonly product_id: number;
  readonly title_uk: string;
  readonly title_ru: string;
  readonly quantity: number;
  /** List price and the price paid per unit. */
  readonly price: number;
  readonly final_price: number;
  readonly gift_id: number | null;
  readonly services: readonly { readonly id: number; readonly quantity: number; readonly final_price: number }[];
}

/**
 * Places a one-click order: one unit of a product the caller may buy, at the server's price, to
 * be confirmed by phone. The gift comes along while one is in stock (its stock goes down by one);
 * when the gifts have run out the order is taken without one, since the request has no way to
 * ask and the manager confirms the order by phone anyway.
 */
export function placeOneClickOrder(db: Db, order: OneClickOrder): number {
  const product = productForSale(db, order.productId, order.user);
  const withGift =
    product.gift_id !== null &&
    db.prepare('UPDATE product_gifts SET stock = stock - 1 WHERE product_id = ? AND stock > 0').run(product.id).changes === 1;
  const item: OrderItem = {
    product_id: product.id,
    title_uk: product.title_uk,
    title_ru: product.title_ru,
    quantity: 1,
    price: product.price,
    final_price: unitPrice(product),
    gift_id: withGift ? product.gift_id : null,
    services: [],
  };
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (public_id, user_id, kind, status, phone, customer_name, items, total, created_at)
       VALUES (?, ?, 'one_click', 'needs_payment', ?, ?, ?, ?, ?)`,
    )
    .run(
      randomBytes(18).toString('base64url'),
      order.user?.id ?? null,
      order.phone.replace(/\D/g, ''),
      order.name ?? null,
      JSON.stringify([item]),
      item.final_price,
      order.now.toISOString(),
    );
  return Number(lastInsertRowid);
}
