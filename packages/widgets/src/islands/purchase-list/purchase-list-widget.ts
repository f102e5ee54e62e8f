import { defineWidget } from '../../runtime/define-widget';

/** The purchases page's orders, their statuses kept current. */
export const purchaseListWidget = defineWidget({
  name: 'purchase-list',
  load: () => import('./purchase-list-chunk'),
});
