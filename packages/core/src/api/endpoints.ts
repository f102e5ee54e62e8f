import * as z from 'zod/mini';
import { dictionarySchema } from '../i18n/dictionary';
import { addressSchema } from '../schemas/address';
import { apiResponseSchema } from '../schemas/api-response';
import { authSessionSchema } from '../schemas/auth-session';
import { bonusesSchema } from '../schemas/bonuses';
import { cartSchema } from '../schemas/cart';
import { cartAddPayloadSchema } from '../schemas/cart-add-payload';
import { citySchema } from '../schemas/city';
import { compareProductSchema } from '../schemas/compare-product';
import { creditPropositionsSchema } from '../schemas/credit-propositions';
import { deliveryDepartmentSchema } from '../schemas/delivery-department';
import { deliveryTypeSchema } from '../schemas/delivery-type';
import { distributorSchema } from '../schemas/distributor';
import { generalDataSchema } from '../schemas/general-data';
import { langSchema } from '../schemas/lang';
import { loginCredentialsSchema } from '../schemas/login-credentials';
import { mainPageSchema } from '../schemas/main-page';
import { marketingContactSchema } from '../schemas/marketing-contact';
import { okResponseSchema } from '../schemas/ok-response';
import { oneClickOrderSchema } from '../schemas/one-click-order';
import { orderStatusSchema } from '../schemas/order-status';
import { paymentDataSchema } from '../schemas/payment-data';
import { paymentTypeSchema } from '../schemas/payment-type';
import { preOrderSchema } from '../schemas/pre-order';
import { productCategoryGroupSchema } from '../schemas/product-category-group';
import { productIdSchema } from '../schemas/product-id';
import { productListPageSchema } from '../schemas/product-list-page';
import { promoCodeSchema } from '../schemas/promo-code';
import { reminderSchema } from '../schemas/reminder';
import { signupSchema } from '../schemas/signup';
import { smbRequestSchema } from '../schemas/smb-request';
import { smbSettingsSchema } from '../schemas/smb-settings';
import { socialLoginSchema } from '../schemas/social-login';
import { socialNetworkSchema } from '../schemas/social-network';
import { userSchema } from '../schemas/user';
import { defineEndpoint, type EndpointDefinition } from './endpoint';

const positiveInt = z.int().check(z.positive());
const cartId = z.string().check(z.minLength(1));
const productIdList = z.array(productIdSchema);

const productIdsPayload = z.object({ product_ids: productIdList.check(z.minLength(1)) });
const productIdsResponse = apiResponseSchema(z.object({ product_ids: productIdList }));
const cartPayload = z.object({ cart_id: cartId });
const cartResponse = apiResponseSchema(cartSchema);
/** Pages count from 1; the server reads a missing page as the first. */
const listPage = { page: z.optional(positiveInt) };
const sorting = {
  sort: z.optional(z.enum(['price', 'label'])),
  direction: z.optional(z.enum(['asc', 'desc'])),
};
const phonePayload = z.object({ phone: z.string() });
const phoneCheckResponse = apiResponseSchema(z.object({ is_registered: z.boolean() }));
const orderPayload = z.object({ order_id: positiveInt });
const orderStatusResponse = apiResponseSchema(z.object({ status: orderStatusSchema }));

/**
 * Every call of the shop's HTTP API (spec §7), by the name services use. Paths are relative to the
 * API's base: `/api/profile/` for 'profile', `/api/shop/` for 'shop' and 'cart'. A GET given an id
 * gets it appended as the last segment (`cart` + id → `cart/{id}`). Answers are wrapped as
 * `{ success, data }` (schemas/api-response.ts); failures are non-2xx with an ApiErrorBody.
 * Cart mutations are safe to retry: the client sends them with an Idempotency-Key.
 * packages/core/docs/api-contract.md lists the same calls as a table.
 */
export const endpoints = {
  // Profile API: bearer auth everywhere except the four calls that obtain a token.
  login: defineEndpoint({
    name: 'login',
    api: 'profile',
    method: 'POST',
    path: 'login',
    request: loginCredentialsSchema,
    response: apiResponseSchema(authSessionSchema),
  }),
  LoginSocial: defineEndpoint({
    name: 'LoginSocial',
    api: 'profile',
    method: 'POST',
    path: 'login_social',
    request: socialLoginSchema,
    response: apiResponseSchema(authSessionSchema),
  }),
  recovery: defineEndpoint({
    name: 'recovery',
    api: 'profile',
    method: 'POST',
    path: 'recovery',
    request: z.object({ email: z.string() }),
    response: okResponseSchema,
  }),
  signup: defineEndpoint({
    name: 'signup',
    api: 'profile',
    method: 'POST',
    path: 'signup',
    request: signupSchema,
    response: apiResponseSchema(authSessionSchema),
  }),
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
  meLang: defineEndpoint({
    name: 'meLang',
    api: 'profile',
    method: 'PUT',
    path: 'me/lang',
    request: z.object({ lang: langSchema }),
    response: okResponseSchema,
    auth: true,
  }),
  meAddress: defineEndpoint({
    name: 'meAddress',
    api: 'profile',
    method: 'POST',
    path: 'me/address',
    request: addressSchema,
    response: apiResponseSchema(z.extend(addressSchema, { id: positiveInt })),
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

  // Shop API.
  GetGeneralData: defineEndpoint({
    name: 'GetGeneralData',
    api: 'shop',
    method: 'GET',
    path: 'general',
    response: apiResponseSchema(generalDataSchema),
  }),
  mainPage: defineEndpoint({
    name: 'mainPage',
    api: 'shop',
    method: 'GET',
    path: 'pages/main',
    request: z.object({ lang: langSchema }),
    response: apiResponseSchema(mainPageSchema),
    auth: 'optional',
  }),
  notificationForProduct: defineEndpoint({
    name: 'notificationForProduct',
    api: 'shop',
    method: 'POST',
    path: 'products/notification_for_product',
    request: reminderSchema,
    response: okResponseSchema,
    auth: 'optional',
  }),
  oneClickOrder: defineEndpoint({
    name: 'oneClickOrder',
    api: 'shop',
    method: 'POST',
    path: 'cart/one_click_order',
    request: oneClickOrderSchema,
    response: apiResponseSchema(z.object({ order_id: positiveInt })),
    auth: 'optional',
  }),
  preorder: defineEndpoint({
    name: 'preorder',
    api: 'shop',
    method: 'POST',
    path: 'catalog/preorder',
    request: preOrderSchema,
    response: productIdsResponse,
    auth: true,
  }),
  getPromocode: defineEndpoint({
    name: 'getPromocode',
    api: 'shop',
    method: 'POST',
    path: 'cart/get_promocode',
    request: z.object({ cart_id: cartId, code: z.string() }),
    response: apiResponseSchema(promoCodeSchema),
    auth: 'optional',
  }),
  GetProductCreditPropositions: defineEndpoint({
    name: 'GetProductCreditPropositions',
    api: 'shop',
    method: 'GET',
    path: 'products/{productId}/credits',
    response: apiResponseSchema(creditPropositionsSchema),
    auth: 'optional',
  }),
  cities: defineEndpoint({
    name: 'cities',
    api: 'shop',
    method: 'GET',
    path: 'cities',
    request: z.object({ search: z.optional(z.string()) }),
    response: apiResponseSchema(z.array(citySchema)),
  }),
  /** id: the category id. */
  productIdsByCategory: defineEndpoint({
    name: 'productIdsByCategory',
    idParam: 'category',
    api: 'shop',
    method: 'GET',
    path: 'products/ids',
    response: apiResponseSchema(productIdList),
  }),
  distributors: defineEndpoint({
    name: 'distributors',
    api: 'shop',
    method: 'GET',
    path: 'distributors',
    request: z.object({ product_id: productIdSchema }),
    response: apiResponseSchema(z.array(distributorSchema)),
    auth: true,
  }),
  loggedIn: defineEndpoint({
    name: 'loggedIn',
    api: 'shop',
    method: 'POST',
    path: 'user/logged_in',
    response: okResponseSchema,
    auth: true,
  }),
  loggedOut: defineEndpoint({
    name: 'loggedOut',
    api: 'shop',
    method: 'POST',
    path: 'user/logged_out',
    response: okResponseSchema,
    auth: true,
  }),
  loadProducts: defineEndpoint({
    name: 'loadProducts',
    api: 'shop',
    method: 'GET',
    path: 'load_products',
    request: z.object({
      category_id: positiveInt,
      ...listPage,
      ...sorting,
      /** The catalogue's own filter string, passed through as it is. */
      filters: z.optional(z.string()),
    }),
    response: apiResponseSchema(productListPageSchema),
    auth: 'optional',
  }),
  searchLoadProducts: defineEndpoint({
    name: 'searchLoadProducts',
    api: 'shop',
    method: 'GET',
    path: 'search/load_products',
    request: z.object({ q: z.string(), ...listPage, ...sorting }),
    response: apiResponseSchema(productListPageSchema),
    auth: 'optional',
  }),
  loadPromotionProducts: defineEndpoint({
    name: 'loadPromotionProducts',
    api: 'shop',
    method: 'GET',
    path: 'load_promotion_products',
    request: z.object({ promotion_id: positiveInt, ...listPage, ...sorting }),
    response: apiResponseSchema(productListPageSchema),
    auth: 'optional',
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
  deliveryDepartments: defineEndpoint({
    name: 'deliveryDepartments',
    api: 'shop',
    method: 'GET',
    path: 'np-dep',
    request: z.object({
      city_id: positiveInt,
      delivery_type: z.optional(z.enum(['newpost', 'np-mailbox'])),
    }),
    response: apiResponseSchema(z.array(deliveryDepartmentSchema)),
  }),
  /** id: the payment link's key. */
  paymentDataByLink: defineEndpoint({
    name: 'paymentDataByLink',
    idParam: 'link',
    api: 'shop',
    method: 'GET',
    path: 'get_payment_data_by_link',
    response: apiResponseSchema(paymentDataSchema),
    auth: 'optional',
  }),
  createPaymentLink: defineEndpoint({
    name: 'createPaymentLink',
    api: 'shop',
    method: 'POST',
    path: 'create_payment_link',
    request: z.object({ order_id: positiveInt, payment_type: paymentTypeSchema }),
    response: apiResponseSchema(z.object({ url: z.string() })),
    auth: 'optional',
  }),
  monobankValidatePhone: defineEndpoint({
    name: 'monobankValidatePhone',
    api: 'shop',
    method: 'POST',
    path: 'monobank/validate_phone',
    request: phonePayload,
    response: phoneCheckResponse,
  }),
  monobankCheckSuccessCallback: defineEndpoint({
    name: 'monobankCheckSuccessCallback',
    api: 'shop',
    method: 'POST',
    path: 'monobank/check_success_callback',
    request: orderPayload,
    response: orderStatusResponse,
    auth: 'optional',
  }),
  abankValidatePhone: defineEndpoint({
    name: 'abankValidatePhone',
    api: 'shop',
    method: 'POST',
    path: 'abank/validate_phone',
    request: phonePayload,
    response: phoneCheckResponse,
  }),
  abankCheckSuccessCallback: defineEndpoint({
    name: 'abankCheckSuccessCallback',
    api: 'shop',
    method: 'POST',
    path: 'abank/check_success_callback',
    request: orderPayload,
    response: orderStatusResponse,
    auth: 'optional',
  }),
  smbSettings: defineEndpoint({
    name: 'smbSettings',
    api: 'shop',
    method: 'GET',
    path: 'smb-settings',
    response: apiResponseSchema(smbSettingsSchema),
    auth: 'optional',
  }),
  sendSmbRequest: defineEndpoint({
    name: 'sendSmbRequest',
    api: 'shop',
    method: 'POST',
    path: 'send-smb-request',
    request: smbRequestSchema,
    response: okResponseSchema,
    auth: 'optional',
  }),
  /** id: the language code. */
  translations: defineEndpoint({
    name: 'translations',
    idParam: 'lang',
    api: 'shop',
    method: 'GET',
    path: 'translations',
    response: apiResponseSchema(dictionarySchema),
  }),
  /** id: the category id; `ids` go out comma-separated, `diff=1` keeps differing characteristics only. */
  compareProducts: defineEndpoint({
    name: 'compareProducts',
    idParam: 'categoryId',
    api: 'shop',
    method: 'GET',
    path: 'compare',
    request: z.object({
      ids: productIdList.check(z.minLength(1)),
      diff: z.optional(z.literal(1)),
      locale: langSchema,
    }),
    response: apiResponseSchema(z.array(compareProductSchema)),
    auth: 'optional',
  }),
  /** The shop relays the contact to the marketing e-mail service; the answer is ignored. */
  EsAddUpdateContact: defineEndpoint({
    name: 'EsAddUpdateContact',
    api: 'shop',
    method: 'POST',
    path: 'marketing/contact',
    request: marketingContactSchema,
    response: z.unknown(),
    auth: true,
  }),

  // Cart API (the shop's base by default).
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

export type EndpointName = keyof typeof endpoints;
