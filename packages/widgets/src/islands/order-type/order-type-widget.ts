import { defineWidget } from '../../runtime/define-widget';

/** The product page's order panel: a chunk of its own, loaded by product pages only. */
export const orderTypeWidget = defineWidget({
  name: 'order-type',
  load: () => import('./order-type-chunk'),
});
