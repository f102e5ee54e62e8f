import { defineWidget } from '../../runtime/define-widget';

/** The checkout page's `<form data-widget="checkout" …>`: a chunk of its own, loaded on that page only. */
export const checkoutWidget = defineWidget({
  name: 'checkout',
  load: () => import('./checkout-chunk'),
});
