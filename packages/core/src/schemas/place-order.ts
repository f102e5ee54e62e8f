import * as z from 'zod/mini';
import { companyOrderSchema } from './company-order';
import { deliveryTypeSchema } from './delivery-type';
import { orderStatusSchema } from './order-status';
import { paymentTypeSchema } from './payment-type';
import { personSchema } from './person';
import { productIdSchema } from './product-id';
import { recipientSchema } from './recipient';

const positiveInt = z.int().check(z.positive());

/** How the shopper orders (docs/checkout.md#order-types): a new customer, a registered one, or fast (phone only). */
export const orderTypeSchema = z.enum(['new', 'registered', 'fast']);

/**
 * Where the order goes. `city_id` for every type but self-delivery; a Nova Poshta branch or parcel
 * locker by `department_id`; a courier to `address`; self-delivery from the shop `store_id`.
 */
export const orderDeliverySchema = z.object({
  type: deliveryTypeSchema,
  city_id: z.optional(positiveInt),
  department_id: z.optional(positiveInt),
  address: z.optional(
    z.object({
      street: z.string(),
      building: z.string(),
      apartment: z.optional(z.string()),
    }),
  ),
  store_id: z.optional(positiveInt),
});

/** How the order is paid; credit names the bank (a CREDIT_PROVIDER_IDS id) and the term. */
export const orderPaymentSchema = z.object({
  type: paymentTypeSchema,
  credit: z.optional(z.object({ provider_id: positiveInt, months: positiveInt })),
});

const orderCommon = {
  cart_id: z.string().check(z.minLength(1)),
  /** The applied promo or referral code the shopper saw; the server checks it again. */
  promo_code: z.optional(z.nullable(z.string())),
  /** Bonuses to spend (1 bonus = 1 UAH); the server checks balance and the order's maximum again. */
  bonuses: z.optional(z.int().check(z.nonnegative())),
  /** Lines the shopper buys without their gift (the gifts ran out, or credit). */
  without_gift: z.optional(z.array(productIdSchema)),
  /** The total the shopper was shown; when the server's differs, the order is refused (409) so they can look again. */
  expected_total: z.optional(z.number().check(z.nonnegative())),
};

/**
 * An order placed from a cart (docs/checkout.md#placing-an-order). A fast order carries the phone
 * alone and is confirmed by a call; the others carry the buyer, the recipient, delivery, payment
 * and, for a company or sole-trader transfer, the company.
 */
export const placeOrderRequestSchema = z.discriminatedUnion('order_type', [
  z.object({ ...orderCommon, order_type: z.literal('fast'), phone: z.string(), name: z.optional(z.string()) }),
  z.object({
    ...orderCommon,
    order_type: z.enum(['new', 'registered']),
    person: personSchema,
    recipient: recipientSchema,
    company: z.optional(companyOrderSchema),
    /** Passport or ID card number, for 5000 UAH or more paid on receipt. */
    passport: z.optional(z.string()),
    delivery: orderDeliverySchema,
    payment: orderPaymentSchema,
    comment: z.optional(z.string().check(z.maxLength(500))),
  }),
]);

/**
 * The placed order: its number, what it costs, and where the shopper goes next: the result page,
 * or the payment page when the order is paid online (card or credit).
 */
export const placedOrderSchema = z.object({
  order_id: positiveInt,
  status: orderStatusSchema,
  total: z.number().check(z.nonnegative()),
  next: z.enum(['result', 'payment']),
  redirect_url: z.string().check(z.minLength(1)),
});

export type OrderType = z.infer<typeof orderTypeSchema>;
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
