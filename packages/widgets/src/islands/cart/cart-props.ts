import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** A same-site path (`/checkout`) or an http(s) address; anything else (`javascript:`) is refused. */
const pageUrl = z.string().check(z.refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), { message: 'a same-site path or an http(s) address' }));

/**
 * The cart page's island (packages/widgets/docs/widget-contract.md, `cart`): where its checkout
 * button leads, and where "continue shopping" leads from an empty cart.
 */
export const cartProps = islandProps({
  checkoutUrl: z._default(pageUrl, '/checkout'),
  continueUrl: z._default(pageUrl, '/'),
});

export type CartProps = z.infer<typeof cartProps>;
