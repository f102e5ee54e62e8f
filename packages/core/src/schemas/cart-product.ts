import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

const quantity = z.int().check(z.nonnegative());
const money = z.number().check(z.nonnegative());

/** What a cart page shows of a line or a service; the server's values, absent in older answers. */
const shownFields = {
  title: z.optional(z.string()),
  /** List price and the price of one unit after the product's own discount, UAH. */
  price: z.optional(money),
  final_price: z.optional(money),
};

/**
 * A product line of a cart (docs/cart.md#what-a-cart-holds). Older carts count units in `count`, newer ones in
 * `choosed_quantity`; a line has at least one of them. Bundle services ride on their product.
 */
export const cartProductSchema = z
  .object({
    id: productIdSchema,
    choosed_quantity: z.optional(quantity),
    count: z.optional(quantity),
    service_products: z.optional(z.array(z.object({ id: productIdSchema, choosed_quantity: quantity, ...shownFields }))),
    ...shownFields,
    slug: z.optional(z.string()),
    image: z.optional(z.nullable(z.string())),
    brand: z.optional(z.nullable(z.string())),
    item_category: z.optional(z.string()),
    item_category2: z.optional(z.nullable(z.string())),
    /** The gift that comes with the line while it is in stock and was not declined. */
    gift: z.optional(z.nullable(z.object({ id: productIdSchema, title: z.string() }))),
    /** The line expects a gift that has run out: it can be bought without it (`without_gift`). */
    gifts_run_out: z.optional(z.boolean()),
    without_gift: z.optional(z.boolean()),
    /** Delivery the product allows: picked up in a shop, put in a parcel locker. Absent means yes. */
    self_pickup: z.optional(z.boolean()),
    parcel_locker: z.optional(z.boolean()),
  })
  .check(
    z.refine((line) => line.choosed_quantity !== undefined || line.count !== undefined, {
      message: 'choosed_quantity or count is required',
    }),
  );

export type CartProduct = z.infer<typeof cartProductSchema>;
