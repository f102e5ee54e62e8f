import * as z from 'zod/mini';
import { apiResponseSchema } from '../../schemas/api-response';
import { citySchema } from '../../schemas/city';
import { creditPropositionsSchema } from '../../schemas/credit-propositions';
import { deliveryDepartmentSchema } from '../../schemas/delivery-department';
import { okResponseSchema } from '../../schemas/ok-response';
import { oneClickOrderSchema } from '../../schemas/one-click-order';
import { paymentDataSchema } from '../../schemas/payment-data';
import { paymentTypeSchema } from '../../schemas/payment-type';
import { placedOrderSchema, placeOrderRequestSchema } from '../../schemas/place-order';
import { promoCodeSchema } from '../../schemas/promo-code';
import { smbRequestSchema, storedSmbRequestSchema } from '../../schemas/smb-request';
import { smbSettingsSchema } from '../../schemas/smb-settings';
import { defineEndpoint, type EndpointDefinition } from '../endpoint';
import { cartId } from '../endpoint-parts';
import { orderPayload, orderStatusResponse, phoneCheckResponse, phonePayload, positiveInt } from './request-parts';

/**
 * The calls of the checkout and payment: one-click orders, promo-code checks, cities and
 * departments, payment links, the instalment banks and the business form (docs/checkout.md).
 */
export const checkoutEndpoints = {
  /** Places an order from a cart (docs/checkout.md#placing-an-order); the cart is emptied. */
  placeOrder: defineEndpoint({
    name: 'placeOrder',
    api: 'shop',
    method: 'POST',
    path: 'orders',
    request: placeOrderRequestSchema,
    response: apiResponseSchema(placedOrderSchema),
    auth: 'optional',
    idempotency: 'required',
  }),
  /** The credit and instalment offers for a whole cart, in the shape of a product's (GetProductCreditPropositions). */
  cartCreditPropositions: defineEndpoint({
    name: 'cartCreditPropositions',
    api: 'cart',
    method: 'GET',
    path: 'cart/{cartId}/credits',
    response: apiResponseSchema(creditPropositionsSchema),
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
  getPromocode: defineEndpoint({
    name: 'getPromocode',
    api: 'shop',
    method: 'POST',
    path: 'cart/get_promocode',
    request: z.object({ cart_id: cartId, code: z.string() }),
    response: apiResponseSchema(promoCodeSchema),
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
    // A double click or a retry after a lost answer stores one request.
    idempotency: 'required',
  }),
  /** The signed-in corporate user's own business requests, newest first. */
  smbRequests: defineEndpoint({
    name: 'smbRequests',
    api: 'shop',
    method: 'GET',
    path: 'smb-requests',
    response: apiResponseSchema(z.array(storedSmbRequestSchema)),
    auth: true,
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
