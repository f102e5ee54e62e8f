import * as z from 'zod/mini';
import { productCardSchema } from './product-card';

/** One page of a product list (catalogue, search, promotion); `total` counts every matching card. */
export const productListPageSchema = z.object({
  products: z.array(productCardSchema),
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.positive()),
});

export type ProductListPage = z.infer<typeof productListPageSchema>;
