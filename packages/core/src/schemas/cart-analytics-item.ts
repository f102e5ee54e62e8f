import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

const hasTitle = z.refine<{ title?: string | undefined; title_ua?: string | undefined }>(
  (item) => item.title !== undefined || item.title_ua !== undefined,
  { message: 'title_ua or title is required' },
);

const lineFields = z.object({
  id: productIdSchema,
  choosed_quantity: z.int().check(z.nonnegative()),
  price: z.number(),
  final_price: z.number(),
  title_ua: z.optional(z.string()),
  title: z.optional(z.string()),
  brand: z.nullable(z.string()),
  item_category: z.string(),
  item_category2: z.optional(z.nullable(z.string())),
});

/** A cart line as the analytics cart snapshot keeps it (docs/analytics.md#cart-snapshot), its services with the same fields. */
export const cartAnalyticsItemSchema = z
  .extend(lineFields, { service_products: z.optional(z.array(lineFields.check(hasTitle))) })
  .check(hasTitle);

export type CartAnalyticsItem = z.infer<typeof cartAnalyticsItemSchema>;
