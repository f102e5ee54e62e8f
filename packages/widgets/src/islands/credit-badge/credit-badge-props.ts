import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The credit-badge island's data attributes (packages/widgets/docs/widget-contract.md,
 * `credit-badge`). `credit-months` is the longest instalment term the product offers, when known.
 */
export const creditBadgeProps = islandProps({
  productId: z.int().check(z.positive()),
  creditMonths: z.optional(z.int().check(z.positive())),
});

export type CreditBadgeProps = z.infer<typeof creditBadgeProps>;
