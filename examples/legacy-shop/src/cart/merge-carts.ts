import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits';
import { cartOfUser, createCart, deleteCart, touchCart, type CartRow } from './carts';

interface LineRow {
  product_id: number;
  quantity: number;
  without_gift: 0 | 1;
}

/**
 * On login, the guest's cart joins the user's (docs/cart.md#cart-on-login-and-logout) and the result's id is returned.
 *
 * - The user has a cart: the guest's lines go into it. A product in both keeps the larger
 *   quantity, not the sum — the same phone added on two devices is one phone wanted, just as
 *   adding a product already in a cart changes nothing. Services are united the same way; the
 *   user's line keeps its gift choice; the user's promo code wins, else the guest's comes along.
 * - The user has none: the guest's cart becomes theirs under a new id.
 *
 * Either way the guest cart is deleted, so its id stops working for everyone. Lines beyond the
 * cart's limit of products are left out. Bonuses stay with the user's cart (a guest has none).
 */
export function mergeGuestCart(db: Db, guest: CartRow, user: UserRow, now: Date): string {
  if (guest.user_id === user.id) return guest.id;
  const target = cartOfUser(db, user.id)?.id ?? createCart(db, user.id, now, guest.created_at);
  moveLines(db, guest.id, target);
  if (guest.promo_code !== null) {
    db.prepare('UPDATE carts SET promo_code = COALESCE(promo_code, ?) WHERE id = ?').run(guest.promo_code, target);
  }
  deleteCart(db, guest.id);
  touchCart(db, target, now);
  return target;
}

function moveLines(db: Db, from: string, to: string): void {
  const lines = db
    .prepare('SELECT product_id, quantity, without_gift FROM cart_items WHERE cart_id = ? ORDER BY position')
    .all(from) as LineRow[];
  const present = new Set(
    (db.prepare('SELECT product_id FROM cart_items WHERE cart_id = ?').all(to) as { product_id: number }[]).map(
      (row) => row.product_id,
    ),
  );
  const raise = db.prepare('UPDATE cart_items SET quantity = MIN(MAX(quantity, ?), ?) WHERE cart_id = ? AND product_id = ?');
  const append = db.prepare(
    `INSERT INTO cart_items (cart_id, product_id, quantity, without_gift, position)
     VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE cart_id = ?))`,
  );
  const moved: number[] = [];
  for (const line of lines) {
    if (present.has(line.product_id)) {
      raise.run(line.quantity, MAX_LINE_QUANTITY, to, line.product_id);
    } else {
      if (present.size >= MAX_CART_LINES) continue;
      append.run(to, line.product_id, Math.min(line.quantity, MAX_LINE_QUANTITY), line.without_gift, to);
      present.add(line.product_id);
    }
    moved.push(line.product_id);
  }

  db.prepare(
    `INSERT INTO cart_item_services (cart_id, product_id, service_id, quantity)
     SELECT ?, s.product_id, s.service_id, s.quantity FROM cart_item_services s
     WHERE s.cart_id = ? AND s.product_id IN (SELECT value FROM json_each(?))
     ON CONFLICT (cart_id, product_id, service_id) DO UPDATE SET quantity = MAX(quantity, excluded.quantity)`,
  ).run(to, from, JSON.stringify(moved));
  // Services never exceed their line's units.
  db.prepare(
    `UPDATE cart_item_services AS s SET quantity = MIN(s.quantity,
       (SELECT i.quantity FROM cart_items i WHERE i.cart_id = s.cart_id AND i.product_id = s.product_id))
     WHERE s.cart_id = ?`,
  ).run(to);
}
