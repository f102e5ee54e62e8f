import * as z from 'zod/mini';
import { dictionarySchema } from '../i18n/dictionary';
import { addressSchema } from '../schemas/address';
import { apiResponseSchema } from '../schemas/api-response';
import { authSessionSchema } from '../schemas/auth-session';
import { citySchema } from '../schemas/city';
import { compareProductSchema } from '../schemas/compare-product';
import { creditPropositionsSchema } from '../schemas/credit-propositions';
import { deliveryDepartmentSchema } from '../schemas/delivery-department';
import { deliveryTypeSchema } from '../schemas/delivery-type';
import { distributorSchema } from '../schemas/distributor';
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
import { productIdSchema } from '../schemas/product-id';
import { productListPageSchema } from '../schemas/product-list-page';
import { promoCodeSchema } from '../schemas/promo-code';
import { reminderSchema } from '../schemas/reminder';
import { signupSchema } from '../schemas/signup';
import { smbRequestSchema } from '../schemas/smb-request';
import { smbSettingsSchema } from '../schemas/smb-settings';
import { socialLoginSchema } from '../schemas/social-login';
import { defineEndpoint, type EndpointDefinition } from './endpoint';
import { cartId, productIdList, productIdsResponse, cartPayload, cartResponse } from './endpoint-parts';

const positiveInt = z.int().check(z.positive());
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

/** Every other call of the API (see loadTimeEndpoints): a chunk of its own, loaded with the first of them. */
export const onDemandEndpoints = {
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
  /** id: the language code; asked for once the whole dictionary has loaded. */
  translations: defineEndpoint({
    name: 'translations',
    idParam: 'lang',
    api: 'shop',
    method: 'GET',
    path: 'translations',
    response: apiResponseSchema(dictionarySchema),
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
