import { defineWidget } from '../../runtime/define-widget';
import { CartLinkIsland } from './cart-link-island';
import { cartLinkProps } from './cart-link-props';

/** The header's cart link: shown with the count while the cart holds something. */
export const cartLinkWidget = defineWidget({
  name: 'cart-link',
  component: CartLinkIsland,
  props: cartLinkProps,
  texts: 'first-paint',
});
