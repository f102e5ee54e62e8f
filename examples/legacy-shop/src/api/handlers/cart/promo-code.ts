import { errorMessages as e } from '@vitrina/core';
import { findOwnedCart } from '../../../cart/cart-ownership';
import { touchCart } from '../../../cart/carts';
import { promoDiscount } from '../../../cart/cart-totals';
import { setCartPromoCode, usablePromoCode } from '../../../cart/promo-codes';
import { unprocessable } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { cartView, changedCartAnswer } from './cart-answer';

/** Checks a code against a cart without applying it; `discount` is what it would take off now, UAH. */
export const getPromocode: ApiHandler<'getPromocode'> = (context) => {
  const { db, input, user, now } = context;
  const cart = findOwnedCart(db, input.cart_id, user);
  const promo = usablePromoCode(db, input.code, now);
  const { goods } = cartView(context, cart.id).totals;
  return { success: true, data: { code: promo.code, kind: 'promo', discount: promoDiscount(goods, promo.discount_percent) } };
};

/** Applying replaces a code applied before; the code is spent only when an order is placed. */
export const applyPromocode: ApiHandler<'cartPromocodeApply'> = (context) => {
  const { db, input, user, now } = context;
  const cart = findOwnedCart(db, input.cart_id, user);
  const promo = usablePromoCode(db, input.code, now);
  setCartPromoCode(db, cart.id, promo.code);
  touchCart(db, cart.id, now);
  return changedCartAnswer(context, cart.id);
};

export const removePromocode: ApiHandler<'cartPromocodeRemove'> = (context) => {
  const { db, input, user, now } = context;
  const cart = findOwnedCart(db, input.cart_id, user);
  if (cart.promo_code === null) throw unprocessable(e.promoCodeRemoveFailed, 'The cart has no promo code');
  setCartPromoCode(db, cart.id, null);
  touchCart(db, cart.id, now);
  return changedCartAnswer(context, cart.id);
};
