import * as z from 'zod/mini';
import { creditTypeSchema } from './credit-type';
import { orderStatusSchema } from './order-status';
import { paymentTypeSchema } from './payment-type';

/**
 * An order as its payment link shows it; `payment_url` is set while it still needs payment.
 * `credit_type`: the credit the order is paid with (its bank's credit type), for a credit order
 * whose bank the shop knows; absent or null otherwise.
 */
export const paymentDataSchema = z.object({
  order_id: z.int().check(z.positive()),
  status: orderStatusSchema,
  amount: z.number().check(z.nonnegative()),
  payment_type: paymentTypeSchema,
  payment_url: z.nullable(z.string()),
  credit_type: z.optional(z.nullable(creditTypeSchema)),
});

export type PaymentData = z.infer<typeof paymentDataSchema>;
