import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * `<div data-widget="order-payment" data-payment-token="…">` on an order's payment page
 * (packages/widgets/docs/widget-contract.md, `order-payment`): the order's payment link, as the
 * page's address carries it (a link's key or the order's public id).
 */
export const orderPaymentProps = islandProps({
  paymentToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});

export type OrderPaymentProps = z.infer<typeof orderPaymentProps>;
