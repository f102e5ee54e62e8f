import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

const quantity = z.int().check(z.nonnegative());

/**
 * A product line of a cart (docs/cart.md#what-a-cart-holds). Older carts count units in `count`, newer ones in
 * `choosed_quantity`; a line has at least one of them. Bundle services ride on their product.
 */
export const cartProductSchema = z
  .object({
    id: productIdSchema,
    choosed_quantity: z.optional(quantity),
    count: z.optional(quantity),
    service_products: z.optional(z.array(z.object({ id: productIdSchema, choosed_quantity: quantity }))),
  })
  .check(
    z.refine((line) => line.choosed_quantity !== undefined || line.count !== undefined, {
      message: 'choosed_quantity or count is required',
    }),
  );

export type CartProduct = z.infer<typeof cartProductSchema>;
