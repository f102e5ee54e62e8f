import { findOwnedCart } from '../../../cart/cart-ownership';
import { cartOfUser } from '../../../cart/carts';
import { forbidden } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { cartAnswer } from './cart-answer';

export const getCart: ApiHandler<'getCart'> = (context) => {
  const cart = findOwnedCart(context.db, context.id ?? '', context.user);
  return cartAnswer(context, cart.id);
};

/** Only the token's own uuid; a user without a cart gets null. */
export const getCartByUserId: ApiHandler<'GetReactCartByUserId'> = (context) => {
  const user = context.user!;
  if (context.id !== user.uuid) throw forbidden('A user reads only their own cart');
  const cart = cartOfUser(context.db, user.id);
  return cart ? cartAnswer(context, cart.id) : { success: true, data: null };
};
