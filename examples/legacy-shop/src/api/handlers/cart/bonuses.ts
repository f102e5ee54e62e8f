import { applyBonuses as spend, setCartBonuses } from '../../../cart/cart-bonuses';
import { findUsersOwnCart } from '../../../cart/cart-ownership';
import { touchCart } from '../../../cart/carts';
import type { ApiHandler } from '../../handler';
import { cartAnswer, cartView } from './cart-answer';

/** Bonuses belong to an account, so only the user's own cart takes them (a guest cart: 403, merge it first). */
export const applyBonuses: ApiHandler<'cartBonusesApply'> = (context) => {
  const { db, input, now } = context;
  const cart = findUsersOwnCart(db, input.cart_id, context.user!);
  spend(db, cartView(context, cart.id), context.user!, input.amount);
  touchCart(db, cart.id, now);
  return cartAnswer(context, cart.id);
};

/** Removing bonuses that were not applied is no error: the cart is as asked. */
export const removeBonuses: ApiHandler<'cartBonusesRemove'> = (context) => {
  const { db, input, now } = context;
  const cart = findUsersOwnCart(db, input.cart_id, context.user!);
  setCartBonuses(db, cart.id, 0);
  touchCart(db, cart.id, now);
  return cartAnswer(context, cart.id);
};
