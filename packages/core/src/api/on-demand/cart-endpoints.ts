import * as z from 'zod/mini';
import { deliveryTypeSchema } from '../../schemas/delivery-type';
import { okResponseSchema } from '../../schemas/ok-response';
import { paymentTypeSchema } from '../../schemas/payment-type';
import { defineEndpoint, type EndpointDefinition } from '../endpoint';
import { productIdSchema } from '../../schemas/product-id';
import { cartId, cartPayload, cartResponse } from '../endpoint-parts';
import { positiveInt } from './request-parts';

/** The cart's calls of the cart page and the checkout: promo code, bonuses, recalculation, deletion (docs/cart.md). */
export const cartEndpoints = {
  cartDeleteByCartId: defineEndpoint({
    name: 'cartDeleteByCartId',
    api: 'cart',
    method: 'POST',
    path: 'cart/deleteByCartId',
    request: cartPayload,
    response: okResponseSchema,
  }),
  /** The cart recalculated for the checkout's current choices. */
  cartWithParams: defineEndpoint({
    name: 'cartWithParams',
    api: 'cart',
    method: 'POST',
    path: 'cart',
    request: z.object({
      cart_id: cartId,
      city_id: z.optional(positiveInt),
      delivery_type: z.optional(deliveryTypeSchema),
      payment_type: z.optional(paymentTypeSchema),
    }),
    response: cartResponse,
  }),
  /**
   * A line already in the cart bought without its gift (`without_gift: true`), once its gifts have
   * run out; `false` asks for the gift again, refused with 409 'errors.gifts_run_out' while there is none.
   */
  cartWithoutGift: defineEndpoint({
    name: 'cartWithoutGift',
    api: 'cart',
    method: 'POST',
    path: 'cart/without_gift',
    request: z.object({ cart_id: cartId, product_id: productIdSchema, without_gift: z.boolean() }),
    response: cartResponse,
  }),
  cartPromocodeApply: defineEndpoint({
    name: 'cartPromocodeApply',
    api: 'cart',
    method: 'POST',
    path: 'cart/promocode',
    request: z.object({ cart_id: cartId, code: z.string() }),
    response: cartResponse,
  }),
  cartPromocodeRemove: defineEndpoint({
    name: 'cartPromocodeRemove',
    api: 'cart',
    method: 'DELETE',
    path: 'cart/promocode',
    request: cartPayload,
    response: cartResponse,
  }),
  cartBonusesApply: defineEndpoint({
    name: 'cartBonusesApply',
    api: 'cart',
    method: 'POST',
    path: 'cart/bonuses',
    request: z.object({ cart_id: cartId, amount: z.int().check(z.nonnegative()) }),
    response: cartResponse,
    auth: true,
  }),
  cartBonusesRemove: defineEndpoint({
    name: 'cartBonusesRemove',
    api: 'cart',
    method: 'DELETE',
    path: 'cart/bonuses',
    request: cartPayload,
    response: cartResponse,
    auth: true,
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
