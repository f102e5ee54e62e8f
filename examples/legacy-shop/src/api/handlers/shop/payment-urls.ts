/**
 * The shop's page of an order's payment link (the order status page, docs/checkout.md#payment-page): it shows the order
 * and, while the order needs payment, the payment widget that pays it.
 */
export function paymentPageUrl(link: string): string {
  return `/payment/${encodeURIComponent(link)}`;
}
