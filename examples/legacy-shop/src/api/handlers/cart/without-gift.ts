import { setLineWithoutGift } from '../../../cart/cart-lines';
import { findOwnedCart } from '../../../cart/cart-ownership';
import { touchCart } from '../../../cart/carts';
import type { ApiHandler } from '../../handler';
import { changedCartAnswer } from './cart-answer';

/** A line of the cart kept without its gift, or with it again while gifts are left (docs/cart.md#gifts). */
export const cartWithoutGift: ApiHandler<'cartWithoutGift'> = (context) => {
  const { db, input, user, now } = context;
  const cart = findOwnedCart(db, input.cart_id, user);
  setLineWithoutGift(db, cart.id, input.product_id, input.without_gift);
  touchCart(db, cart.id, now);
  return changedCartAnswer(context, cart.id);
};
