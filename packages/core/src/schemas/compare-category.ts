import * as z from 'zod/mini';
import { compareProductSchema } from './compare-product';
import { productIdSchema } from './product-id';

/**
 * One category of the compare page (docs/catalogue.md#compare-page). `inMemoryNotFilteredIds` are all the category's
 * compared ids, `filteredIdList` those still shown; `isDifferentProducts` is the differences mode.
 */
export const compareCategorySchema = z.object({
  id: z.int(),
  products: z.array(compareProductSchema),
  inMemoryNotFilteredIds: z.array(productIdSchema),
  filteredIdList: z.array(productIdSchema),
  isDifferentProducts: z.boolean(),
});

export type CompareCategory = z.infer<typeof compareCategorySchema>;
