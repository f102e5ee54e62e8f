import { defineWidget } from '../../runtime/define-widget';

/** The cart page's lines, codes, bonuses and totals: a chunk of its own, loaded by the cart page only. */
export const cartWidget = defineWidget({
  name: 'cart',
  load: () => import('./cart-chunk'),
});
