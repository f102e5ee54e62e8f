import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The distributors island's data attributes (examples/legacy-shop/docs/widget-contract.md, "The
 * product card"): the product, and its title, which names the distributors modal.
 */
export const distributorsProps = islandProps({
  productId: z.int().check(z.positive()),
  productTitle: z.string().check(z.trim(), z.minLength(1)),
});

export type DistributorsProps = z.infer<typeof distributorsProps>;
