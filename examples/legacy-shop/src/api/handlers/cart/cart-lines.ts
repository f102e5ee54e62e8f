import { PAYMENT_TYPES, validationMessages as v } from '@vitrina/core';
import { removeLine, setLineQuantity, setServiceQuantity } from '../../../cart/cart-lines';
import { findOwnedCart } from '../../../cart/cart-ownership';
import { deleteCart, touchCart } from '../../../cart/carts';
import { badRequest, unprocessable } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { cartAnswer, changedCartAnswer } from './cart-answer';

const PRODUCT_ID = /^[1-9]\d{0,15}$/;

function productIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !PRODUCT_ID.test(value) || !Number.isSafeInteger(id)) {
    throw badRequest('The product id in the path is not a product id', { productId: v.invalid });
  }
  return id;
}

export const deleteProductFromCart: ApiHandler<'DeleteProductFromReactCart'> = (context) => {
  const { db, input, params, user, now } = context;
  const productId = productIdParam(params.productId);
  const cart = findOwnedCart(db, input.cart_id, user);
  removeLine(db, cart.id, productId);
  touchCart(db, cart.id, now);
  return changedCartAnswer(context, cart.id);
};

/** A product line's units (1…10), or with `parent_product_id` a service of that line on (≥ 1) or off (0). */
export const changeQuantity: ApiHandler<'cartChangeQuantity'> = (context) => {
  const { db, input, user, now } = context;
  const cart = findOwnedCart(db, input.cart_id, user);
  if (input.parent_product_id === undefined) setLineQuantity(db, cart.id, input.product_id, input.quantity);
  else setServiceQuantity(db, cart.id, input.parent_product_id, input.product_id, input.quantity);
  touchCart(db, cart.id, now);
  return changedCartAnswer(context, cart.id);
};

/** The cart and its id are gone afterwards: a later call with the id is 404. */
export const deleteCartById: ApiHandler<'cartDeleteByCartId'> = ({ db, input, user }) => {
  const cart = findOwnedCart(db, input.cart_id, user);
  deleteCart(db, cart.id);
  return { success: true };
};

/**
 * The cart for the checkout's choices. Paid by credit, promo code and bonuses do not apply
 * (docs/checkout.md#credit-and-instalments), so they drop out of this answer while staying stored
 * for the other payment types. The cart has no delivery field: delivery is free from 1500 UAH and
 * otherwise paid to the carrier.
 */
export const cartWithParams: ApiHandler<'cartWithParams'> = (context) => {
  const { db, input, user } = context;
  const cart = findOwnedCart(db, input.cart_id, user);
  if (input.city_id !== undefined && !db.prepare('SELECT 1 FROM cities WHERE id = ?').get(input.city_id)) {
    throw unprocessable(v.cityNotFound, `City ${input.city_id} not found`, { city_id: v.cityNotFound });
  }
  return cartAnswer(context, cart.id, input.payment_type !== PAYMENT_TYPES.credit);
};
