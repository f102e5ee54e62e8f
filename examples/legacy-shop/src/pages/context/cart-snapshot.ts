import { looksLikeCartId } from '../../cart/cart-id';
import { cartById, cartOfUser, type CartRow } from '../../cart/carts';
import type { Db } from '../../db/open-database';
import type { UserRow } from '../../db/rows';

export interface CartSnapshot {
  readonly id: string | null;
  /** Units in the cart, as the cart API's cart_count counts them. */
  readonly count: number;
  readonly productIds: readonly number[];
}

const EMPTY: CartSnapshot = { id: null, count: 0, productIds: [] };

/**
 * The shopper's cart: the logged-in user's cart, else the cart of the `cart_id` cookie when it is
 * a guest's (whoever holds a guest cart's id owns it) or this user's own.
 */
export function shopperCart(db: Db, viewer: UserRow | undefined, cookieCartId: string | undefined): CartRow | undefined {
  const own = viewer ? cartOfUser(db, viewer.id) : undefined;
  if (own) return own;
  if (!cookieCartId || !looksLikeCartId(cookieCartId)) return undefined;
  const cart = cartById(db, cookieCartId);
  return cart && (cart.user_id === null || cart.user_id === viewer?.id) ? cart : undefined;
}

export function cartSnapshot(db: Db, cart: CartRow | undefined): CartSnapshot {
  if (!cart) return EMPTY;
  const rows = db.prepare('SELECT product_id, quantity FROM cart_items WHERE cart_id = ? ORDER BY position').all(cart.id) as {
    product_id: number;
    quantity: number;
  }[];
  return { id: cart.id, count: rows.reduce((sum, row) => sum + row.quantity, 0), productIds: rows.map((row) => row.product_id) };
}
