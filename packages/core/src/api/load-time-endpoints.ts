import * as z from 'zod/mini';
import { apiResponseSchema } from '../schemas/api-response';
import { bonusesSchema } from '../schemas/bonuses';
import { cartSchema } from '../schemas/cart';
import { cartAddPayloadSchema } from '../schemas/cart-add-payload';
import { generalDataSchema } from '../schemas/general-data';
import { productCategoryGroupSchema } from '../schemas/product-category-group';
import { productIdSchema } from '../schemas/product-id';
import { socialNetworkSchema } from '../schemas/social-network';
import { userSchema } from '../schemas/user';
import { defineEndpoint, type EndpointDefinition } from './endpoint';
import { cartId, productIdList, productIdsResponse, cartPayload, cartResponse } from './endpoint-parts';

const productIdsPayload = z.object({ product_ids: productIdList.check(z.minLength(1)) });

/**
 * The calls a page makes at load, or when a product card's buttons are used: the login check, the
 * shop's general data, bonuses, favourites, compare, the cart and the social settings.
 * createVitrina bundles these; every other call (onDemandEndpoints) comes in a chunk of its own
 * with the first of them. What the calls are: endpoints.ts.
 */
export const loadTimeEndpoints = {
  addToFavoriteList: defineEndpoint({
    name: 'addToFavoriteList',
    api: 'profile',
    method: 'POST',
    path: 'me/favorites',
    request: productIdsPayload,
    response: productIdsResponse,
    auth: true,
  }),
  removeFromFavoriteList: defineEndpoint({
    name: 'removeFromFavoriteList',
    api: 'profile',
    method: 'DELETE',
    path: 'me/favorites',
    request: productIdsPayload,
    response: productIdsResponse,
    auth: true,
  }),
  getFavoritesList: defineEndpoint({
    name: 'getFavoritesList',
    api: 'profile',
    method: 'GET',
    path: 'me/favorites',
    response: apiResponseSchema(z.array(productCategoryGroupSchema)),
    auth: true,
  }),
  addToCompareList: defineEndpoint({
    name: 'addToCompareList',
    api: 'profile',
    method: 'POST',
    path: 'me/compares',
    request: productIdsPayload,
    response: productIdsResponse,
    auth: true,
  }),
  removeFromCompareList: defineEndpoint({
    name: 'removeFromCompareList',
    api: 'profile',
    method: 'DELETE',
    path: 'me/compares',
    request: productIdsPayload,
    response: productIdsResponse,
    auth: true,
  }),
  getComparesList: defineEndpoint({
    name: 'getComparesList',
    api: 'profile',
    method: 'GET',
    path: 'me/compares',
    response: apiResponseSchema(z.array(productCategoryGroupSchema)),
    auth: true,
  }),
  /**
   * The login check: a 200 with `success: false` means the token is not (or no longer) valid.
   * Validating another token (a stored account's) is this same call sent with that token.
   */
  me: defineEndpoint({
    name: 'me',
    api: 'profile',
    method: 'GET',
    path: 'me',
    response: z.discriminatedUnion('success', [
      z.object({ success: z.literal(true), data: userSchema }),
      z.object({ success: z.literal(false) }),
    ]),
    auth: true,
  }),
  GetGeneralData: defineEndpoint({
    name: 'GetGeneralData',
    api: 'shop',
    method: 'GET',
    path: 'general',
    response: apiResponseSchema(generalDataSchema),
  }),
  socialSettings: defineEndpoint({
    name: 'socialSettings',
    api: 'shop',
    method: 'GET',
    path: 'settings/socials',
    response: apiResponseSchema(z.array(socialNetworkSchema)),
  }),
  GetBonusesCount: defineEndpoint({
    name: 'GetBonusesCount',
    api: 'shop',
    method: 'GET',
    path: 'bonuses/user/get-bonuses',
    response: apiResponseSchema(bonusesSchema),
    auth: true,
  }),
  /** id: the cart id. */
  getCart: defineEndpoint({
    name: 'getCart',
    idParam: 'id',
    api: 'cart',
    method: 'GET',
    path: 'cart',
    response: cartResponse,
  }),
  /** id: the user's uuid; `data` is null when the user has no cart. */
  GetReactCartByUserId: defineEndpoint({
    name: 'GetReactCartByUserId',
    idParam: 'uuid',
    api: 'cart',
    method: 'GET',
    path: 'cart/user',
    response: apiResponseSchema(z.nullable(cartSchema)),
    auth: true,
  }),
  CreateReactCart: defineEndpoint({
    name: 'CreateReactCart',
    api: 'cart',
    method: 'POST',
    path: 'cart/create',
    request: cartAddPayloadSchema,
    response: cartResponse,
  }),
  UpdateReactCart: defineEndpoint({
    name: 'UpdateReactCart',
    api: 'cart',
    method: 'POST',
    path: 'cart/update/{cartId}',
    request: cartAddPayloadSchema,
    response: cartResponse,
  }),
  MergeReactCarts: defineEndpoint({
    name: 'MergeReactCarts',
    api: 'cart',
    method: 'POST',
    path: 'cart/merge/{cartId}',
    request: z.object({ user_id: z.string().check(z.minLength(1)) }),
    response: cartResponse,
    auth: true,
  }),
  DeleteProductFromReactCart: defineEndpoint({
    name: 'DeleteProductFromReactCart',
    api: 'cart',
    method: 'POST',
    path: 'cart/delete/{productId}',
    request: cartPayload,
    response: cartResponse,
  }),
  cartChangeQuantity: defineEndpoint({
    name: 'cartChangeQuantity',
    api: 'cart',
    method: 'POST',
    path: 'cart/change_quantity',
    request: z.object({
      cart_id: cartId,
      product_id: productIdSchema,
      quantity: z.int().check(z.nonnegative()),
      /** Set when the line is a service of this product (a service checkbox). */
      parent_product_id: z.optional(productIdSchema),
    }),
    response: cartResponse,
  }),
  /** The add-to-cart call; `without_gift` buys the product when its gifts have run out. */
  addToCart: defineEndpoint({
    name: 'addToCart',
    api: 'cart',
    method: 'POST',
    path: 'cart/add',
    request: z.object({
      product_id: productIdSchema,
      without_gift: z.boolean(),
      cart_id: z.optional(z.nullable(cartId)),
    }),
    response: cartResponse,
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
