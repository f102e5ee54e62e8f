import { defineWidget } from '../../runtime/define-widget';
import { CartLink } from './cart-link';
import { cartLinkProps } from './cart-link-props';

/** The header's cart link: shown with the count while the cart holds something. */
export const cartLinkWidget = defineWidget({
  name: 'cart-link',
  component: CartLink,
  props: cartLinkProps,
  texts: 'first-paint',
});
