import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

/**
 * What CreateReactCart and UpdateReactCart send: the product, and where the shopper was when adding
 * it (list page, filters, sort), which the shop keeps for its analytics. `user_id` (the user's uuid)
 * ties a new cart to a logged-in user.
 */
export const cartAddPayloadSchema = z.object({
  product_id: productIdSchema,
  pageNumber: z.int().check(z.positive()),
  /** Selected values by filter name. */
  filterOptions: z.record(z.string(), z.array(z.string())),
  sortingState: z.nullable(z.object({ by: z.enum(['price', 'label']), direction: z.enum(['asc', 'desc']) })),
  user_id: z.optional(z.string()),
});

export type CartAddPayload = z.infer<typeof cartAddPayloadSchema>;
