import { defineWidget } from '../../runtime/define-widget';
import { cartLinkProps } from './cart-link-props';

/** The header's cart link: shown with the count while the cart holds something. */
export const cartLinkWidget = defineWidget({
  name: 'cart-link',
  load: () => import('./cart-link').then((module) => module.CartLink),
  props: cartLinkProps,
  texts: 'first-paint',
});
