import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The credit-badge island's data attributes (examples/legacy-shop/docs/widget-contract.md, "The
 * product card"). `credit-months` is the longest instalment term the product offers, when known.
 */
export const creditBadgeProps = islandProps({
  productId: z.int().check(z.positive()),
  creditMonths: z.optional(z.int().check(z.positive())),
});

export type CreditBadgeProps = z.infer<typeof creditBadgeProps>;
