import * as z from 'zod/mini';

/**
 * The cart link's data attributes (widget-contract.md, "The header"): `data-count` is the cart's
 * units as the server rendered them; `data-counter="cart"` marks the counter and is not read.
 */
export const cartLinkProps = z.object({
  count: z.optional(z.int().check(z.nonnegative())),
});

export type CartLinkProps = z.infer<typeof cartLinkProps>;
