import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The product page's order section (packages/widgets/docs/widget-contract.md, `order-type`): the
 * product, what it can be ordered as (bought, pre-ordered, or a reminder when it is back), and
 * whether the fast (one-click) order is offered.
 */
export const orderTypeProps = islandProps({
  productId: z.int().check(z.positive()),
  orderType: z.enum(['buy', 'preorder', 'notify']),
  /** The server's `showOneClick()`; checked again against the role. */
  oneClick: z._default(z.boolean(), false),
});

export type OrderTypeProps = z.infer<typeof orderTypeProps>;
