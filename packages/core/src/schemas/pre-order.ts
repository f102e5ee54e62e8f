import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

/** A logged-in user's pre-order of a product that is not in stock yet. */
export const preOrderSchema = z.object({
  product_id: productIdSchema,
  name: z.string(),
  phone: z.string(),
  email: z.optional(z.string()),
});

export type PreOrder = z.infer<typeof preOrderSchema>;
