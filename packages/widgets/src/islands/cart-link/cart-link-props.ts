import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The cart link's data attributes (packages/widgets/docs/widget-contract.md, `cart-link`): `data-count` is the cart's
 * units as the server rendered them; `data-counter="cart"` marks the counter and is not read.
 */
export const cartLinkProps = islandProps({
  count: z.optional(z.int().check(z.nonnegative())),
});

export type CartLinkProps = z.infer<typeof cartLinkProps>;
