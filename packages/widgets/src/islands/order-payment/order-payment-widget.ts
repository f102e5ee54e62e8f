import { defineWidget } from '../../runtime/define-widget';

/** The payment page's status block: the order's status and amount, its payment, an instalment bank's approval. */
export const orderPaymentWidget = defineWidget({
  name: 'order-payment',
  load: () => import('./order-payment-chunk'),
});
