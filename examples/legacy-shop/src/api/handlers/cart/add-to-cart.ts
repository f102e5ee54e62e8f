import { addToCart as addProduct } from '../../../cart/add-to-cart';
import { claimedUser, findOwnedCart } from '../../../cart/cart-ownership';
import type { ApiHandler } from '../../handler';
import { changedCartAnswer } from './cart-answer';

/*
 * The three ways to add a product share one rule (cart/add-to-cart.ts). Create and Update come
 * from product lists and carry no gift choice: a product whose gifts have run out answers 409
 * 'errors.gifts_run_out' there, and the shopper who agrees buys it through addToCart with
 * `without_gift: true`.
 */

export const createReactCart: ApiHandler<'CreateReactCart'> = (context) => {
  const { db, input, now } = context;
  const user = claimedUser(context.user, input.user_id);
  const cartId = addProduct(db, { cart: undefined, user, productId: input.product_id, withoutGift: false, now });
  return changedCartAnswer(context, cartId);
};

export const updateReactCart: ApiHandler<'UpdateReactCart'> = (context) => {
  const { db, input, params, now } = context;
  const user = claimedUser(context.user, input.user_id);
  const cart = findOwnedCart(db, params.cartId ?? '', user);
  const cartId = addProduct(db, { cart, user, productId: input.product_id, withoutGift: false, now });
  return changedCartAnswer(context, cartId);
};

export const addToCart: ApiHandler<'addToCart'> = (context) => {
  const { db, input, user, now } = context;
  const cart = input.cart_id ? findOwnedCart(db, input.cart_id, user) : undefined;
  const cartId = addProduct(db, { cart, user, productId: input.product_id, withoutGift: input.without_gift, now });
  return changedCartAnswer(context, cartId);
};
