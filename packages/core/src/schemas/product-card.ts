import * as z from 'zod/mini';
import { binaryFlagSchema } from './binary-flag';
import { productIdSchema } from './product-id';

const amount = z.number().check(z.nonnegative());

/** A product as every list shows it: catalogue, main page, favourites, compare (docs/catalogue.md#product-card). */
export const productCardSchema = z.object({
  id: productIdSchema,
  title: z.string(),
  brand: z.nullable(z.string()),
  slug: z.string(),
  image: z.nullable(z.string()),
  price: amount,
  /** Null when the product has no discount. */
  price_with_discount: z.nullable(amount),
  /** Bonuses for one unit. */
  bonus: amount,
  labels: z.array(z.object({ id: z.int(), title: z.string(), color: z.string() })),
  statuses: z.object({
    in_waiting: binaryFlagSchema,
    in_stock: binaryFlagSchema,
    is_ends: binaryFlagSchema,
    not_available: binaryFlagSchema,
  }),
  buttons: z.object({
    to_cart: binaryFlagSchema,
    preorder: binaryFlagSchema,
    notify_about_availability: binaryFlagSchema,
  }),
  rating: z.number().check(z.nonnegative()),
  count_reviews: z.int().check(z.nonnegative()),
  main_characteristics: z.array(z.object({ normal: z.string() })),
  awards: z.array(z.object({ image: z.string(), annotation: z.string() })),
  credit_items: z.array(
    z.object({ id: z.int(), months_count: z.int().check(z.positive()), description: z.string() }),
  ),
  isAvailableForCredit: z.boolean(),
  is_corporate: z.boolean(),
  /** The product comes with a gift. */
  is_promotion_enabled: z.boolean(),
  isAvailableToBuy: z.boolean(),
  analytics_categories: z.object({
    item_category: z.string(),
    item_category2: z.nullable(z.string()),
  }),
});

export type ProductCard = z.infer<typeof productCardSchema>;
