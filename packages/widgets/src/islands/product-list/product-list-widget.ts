import { defineWidget } from '../../runtime/define-widget';

/** A category's or a search's listing, changed in place by its filters, sorting and pages. */
export const productListWidget = defineWidget({
  name: 'product-list',
  load: () => import('./product-list-chunk'),
  // It shows no text of its own: the listing's texts are the server's.
  texts: 'on-demand',
});
