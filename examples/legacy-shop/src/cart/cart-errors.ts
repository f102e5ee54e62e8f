import { errorMessages as e, validationMessages as v } from '@vitrina/core';
import { ApiError, notFound, unprocessable } from '../http/api-error';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits';

/*
 * The cart's failures in one place. A cart the caller may not see is "not found" whether or not
 * it exists, so its id leaks nothing.
 */

export const cartNotFound = () => notFound('Cart not found');

export const productNotFound = (productId: number) =>
  new ApiError(404, e.nothingFound, `Product ${productId} not found`, { product_id: v.invalid });

export const productNotInCart = (productId: number) =>
  new ApiError(404, e.nothingFound, `Product ${productId} is not in the cart`, { product_id: v.invalid });

export const productNotBuyable = (productId: number, why: string) =>
  unprocessable(e.productNotBuyable, `Product ${productId} cannot be bought: ${why}`, { product_id: v.invalid });

/** 409: buying is still possible, with `without_gift: true`. */
export const giftsRunOut = (productId: number) =>
  new ApiError(409, e.giftsRunOut, `The gifts of product ${productId} have run out`, { without_gift: e.giftsRunOut });

export const quantityOutOfRange = (min: number, max = MAX_LINE_QUANTITY) =>
  unprocessable(v.invalid, `The quantity must be from ${min} to ${max}`, { quantity: v.invalid });

export const tooManyLines = () =>
  unprocessable(v.invalid, `A cart holds at most ${MAX_CART_LINES} products`, { product_id: v.invalid });

export const serviceNotOffered = (serviceId: number, productId: number) =>
  unprocessable(v.invalid, `Service ${serviceId} is not offered with product ${productId}`, { product_id: v.invalid });
