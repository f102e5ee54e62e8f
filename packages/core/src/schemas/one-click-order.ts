import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

/** A one-click order: one product and a phone to call back. */
export const oneClickOrderSchema = z.object({
  product_id: productIdSchema,
  phone: z.string(),
  name: z.optional(z.string()),
});

export type OneClickOrder = z.infer<typeof oneClickOrderSchema>;
