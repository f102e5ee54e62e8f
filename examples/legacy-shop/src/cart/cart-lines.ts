import type { Db } from '../db/open-database';
import { giftsRunOut, productNotInCart, quantityOutOfRange, serviceNotOffered, tooManyLines } from './cart-errors';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits';

export function lineQuantity(db: Db, cartId: string, productId: number): number | undefined {
  const row = db.prepare('SELECT quantity FROM cart_items WHERE cart_id = ? AND product_id = ?').get(cartId, productId) as
    | { quantity: number }
    | undefined;
  return row?.quantity;
}

export function lineCount(db: Db, cartId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?').get(cartId) as { n: number }).n;
}

/** Appends a line of one unit at the end of the cart. */
export function insertLine(db: Db, cartId: string, productId: number, withoutGift: 0 | 1, quantity = 1): void {
  if (lineCount(db, cartId) >= MAX_CART_LINES) throw tooManyLines();
  db.prepare(
    `INSERT INTO cart_items (cart_id, product_id, quantity, without_gift, position)
     VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE cart_id = ?))`,
  ).run(cartId, productId, quantity, withoutGift, cartId);
}

/** Removing a line that is not there changes nothing: a repeated click is harmless. */
export function removeLine(db: Db, cartId: string, productId: number): void {
  db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND product_id = ?').run(cartId, productId);
}

/** Sets a line's units (1…10); its services never exceed them. */
export function setLineQuantity(db: Db, cartId: string, productId: number, quantity: number): void {
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) throw quantityOutOfRange(1);
  if (lineQuantity(db, cartId, productId) === undefined) throw productNotInCart(productId);
  db.prepare('UPDATE cart_items SET quantity = ? WHERE cart_id = ? AND product_id = ?').run(quantity, cartId, productId);
  db.prepare('UPDATE cart_item_services SET quantity = MIN(quantity, ?) WHERE cart_id = ? AND product_id = ?').run(
    quantity,
    cartId,
    productId,
  );
}

/**
 * Turns a bundle service of a line on (quantity ≥ 1, at most the line's units) or off (0). Only
 * services linked to that product are offered.
 */
export function setServiceQuantity(db: Db, cartId: string, productId: number, serviceId: number, quantity: number): void {
  const units = lineQuantity(db, cartId, productId);
  if (units === undefined) throw productNotInCart(productId);
  if (quantity > units) throw quantityOutOfRange(0, units);
  const offered = db.prepare('SELECT 1 FROM product_services WHERE product_id = ? AND service_id = ?').get(productId, serviceId);
  if (!offered) throw serviceNotOffered(serviceId, productId);
  if (quantity === 0) {
    db.prepare('DELETE FROM cart_item_services WHERE cart_id = ? AND product_id = ? AND service_id = ?').run(
      cartId,
      productId,
      serviceId,
    );
    return;
  }
  db.prepare(
    `INSERT INTO cart_item_services (cart_id, product_id, service_id, quantity) VALUES (?, ?, ?, ?)
     ON CONFLICT (cart_id, product_id, service_id) DO UPDATE SET quantity = excluded.quantity`,
  ).run(cartId, productId, serviceId, quantity);
}

/**
 * Keeps a line without its gift (the shopper agreed once its gifts ran out), or asks for the gift
 * again, refused (409 'errors.gifts_run_out') while none is left. A product without a gift stays as
 * it is. The gift is taken from stock only when the order is placed.
 */
export function setLineWithoutGift(db: Db, cartId: string, productId: number, withoutGift: boolean): void {
  if (lineQuantity(db, cartId, productId) === undefined) throw productNotInCart(productId);
  const gift = db.prepare('SELECT stock FROM product_gifts WHERE product_id = ?').get(productId) as { stock: number } | undefined;
  if (!gift) return;
  if (!withoutGift && gift.stock <= 0) throw giftsRunOut(productId);
  db.prepare('UPDATE cart_items SET without_gift = ? WHERE cart_id = ? AND product_id = ?').run(withoutGift ? 1 : 0, cartId, productId);
}
