/**
 * The shop's page of an order's payment link (the order status page, docs/checkout.md#payment-page): it shows the order
 * and whether it still needs payment (an order-payment island to pay it is not built yet).
 */
export function paymentPageUrl(link: string): string {
  return `/payment/${encodeURIComponent(link)}`;
}
