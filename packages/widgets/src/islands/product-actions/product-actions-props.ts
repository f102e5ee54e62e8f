import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The product-actions island's data attributes (packages/widgets/docs/widget-contract.md,
 * `product-actions`). Flags arrive as 0/1; `in-cart`, `favorites` and `compare` are what the
 * server knew when it rendered the page — the island shows the SDK's state, which the page's
 * snapshot seeds and every later change keeps current.
 */
export const productActionsProps = islandProps({
  productId: z.int().check(z.positive()),
  toCart: z.boolean(),
  preOrder: z.boolean(),
  notify: z.boolean(),
  inCart: z.boolean(),
  favorites: z.boolean(),
  compare: z.boolean(),
  /** The server's `showOneClick()`: false on the compare page and for corporate viewers. */
  oneClick: z.boolean(),
  /** The favourites toggle's names in the page's language: while listed, and while not. */
  tooltipActive: z.string().check(z.minLength(1)),
  tooltipInactive: z.string().check(z.minLength(1)),
});

export type ProductActionsProps = z.infer<typeof productActionsProps>;
