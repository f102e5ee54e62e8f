import type { Db } from '../db/open-database';

/**
 * Empties the cart an order was placed from: its lines and their services go, with its promo
 * code and bonuses. The cart itself stays, so a guest's cart cookie keeps naming an empty cart.
 */
export function emptyCart(db: Db, cartId: string, now: Date): void {
  db.prepare('DELETE FROM cart_item_services WHERE cart_id = ?').run(cartId);
  db.prepare('DELETE FROM cart_items WHERE cart_id = ?').run(cartId);
  db.prepare('UPDATE carts SET promo_code = NULL, bonuses = 0, updated_at = ? WHERE id = ?').run(now.toISOString(), cartId);
}
