import * as z from 'zod/mini';

/** The states of an order the shopper is shown (docs/checkout.md#order-states). */
export const orderStatusSchema = z.enum(['paid', 'cancelled', 'needs_payment']);

export type OrderStatus = z.infer<typeof orderStatusSchema>;
