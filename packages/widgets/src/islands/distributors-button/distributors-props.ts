import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The distributors island's data attributes (packages/widgets/docs/widget-contract.md,
 * `distributors`): the product, and its title, which names the distributors modal.
 */
export const distributorsProps = islandProps({
  productId: z.int().check(z.positive()),
  productTitle: z.string().check(z.trim(), z.minLength(1)),
});

export type DistributorsProps = z.infer<typeof distributorsProps>;
