import * as z from 'zod/mini';
import { orderStatusSchema } from './order-status';
import { paymentTypeSchema } from './payment-type';

/** An order as its payment link shows it; `payment_url` is set while it still needs payment. */
export const paymentDataSchema = z.object({
  order_id: z.int().check(z.positive()),
  status: orderStatusSchema,
  amount: z.number().check(z.nonnegative()),
  payment_type: paymentTypeSchema,
  payment_url: z.nullable(z.string()),
});

export type PaymentData = z.infer<typeof paymentDataSchema>;
