import { defineWidget } from '../../runtime/define-widget';
import { ProductActions } from './product-actions';
import { productActionsProps } from './product-actions-props';

/** A product card's buttons: buy / pre-order / remind-me, one-click, favourites and compare. */
export const productActionsWidget = defineWidget({
  name: 'product-actions',
  component: ProductActions,
  props: productActionsProps,
  texts: 'first-paint',
});
