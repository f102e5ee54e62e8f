import * as z from 'zod/mini';
import { orderStatusSchema } from './order-status';

/** An order as its owner's purchases list shows it (docs/accounts.md#purchases). */
export const userOrderSchema = z.object({
  id: z.int(),
  status: orderStatusSchema,
  /** UAH. */
  total: z.int(),
  /** ISO time. */
  created_at: z.string(),
  items: z.array(z.object({ title: z.string(), quantity: z.int() })),
  /** The order's payment page while it needs payment; null otherwise. */
  payment_url: z.nullable(z.string()),
});

export type UserOrder = z.infer<typeof userOrderSchema>;
