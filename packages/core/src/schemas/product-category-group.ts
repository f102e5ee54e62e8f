import * as z from 'zod/mini';
import { productCardSchema } from './product-card';

/** A user's favourites or compares of one category, as getFavoritesList and getComparesList return them. */
export const productCategoryGroupSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  products: z.array(productCardSchema),
});

export type ProductCategoryGroup = z.infer<typeof productCategoryGroupSchema>;
