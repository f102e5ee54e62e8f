import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { forbidden, unauthorized } from '../http/api-error';
import { looksLikeCartId } from './cart-id';
import { cartNotFound } from './cart-errors';
import { cartById, type CartRow } from './carts';

/**
 * The cart the caller may use: a guest's cart (no user) by its id alone, a user's cart only with
 * that user's token. Anything else is 404, exactly like an id that does not exist.
 */
export function findOwnedCart(db: Db, cartId: string, user: UserRow | undefined): CartRow {
  if (!looksLikeCartId(cartId)) throw cartNotFound();
  const cart = cartById(db, cartId);
  if (!cart || (cart.user_id !== null && cart.user_id !== user?.id)) throw cartNotFound();
  return cart;
}

/** A cart of the user's own (not a guest cart they hold), for what only an account owner may do. */
export function findUsersOwnCart(db: Db, cartId: string, user: UserRow): CartRow {
  const cart = findOwnedCart(db, cartId, user);
  if (cart.user_id !== user.id) throw forbidden('Only the cart of your account accepts this; merge the guest cart first');
  return cart;
}

/**
 * The user a cart call speaks for. A `user_id` in the body is a claim: it must be the token's
 * user, and without a token it cannot be believed (the client thinks it is logged in, it is not).
 */
export function claimedUser(user: UserRow | undefined, claimedUuid: string | undefined): UserRow | undefined {
  if (claimedUuid === undefined || claimedUuid === '') return user;
  if (!user) throw unauthorized();
  if (user.uuid !== claimedUuid) throw forbidden('user_id is not the token’s user');
  return user;
}
