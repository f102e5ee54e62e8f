/**
 * The shop's page of an order's payment link (docs/checkout.md#payment-page): the order, its
 * status, and while it needs payment the way to pay it. `/payment/{link}` leads to `/order/pay/{link}`.
 */
export function paymentPageUrl(link: string): string {
  return `/payment/${encodeURIComponent(link)}`;
}

/**
 * The shop's order result page (docs/checkout.md#order-result) for `order`. With the payment
 * `link` the shopper holds, the page may show the order itself and the way to pay it again.
 */
export function orderResultUrl(status: 'success' | 'failure' | 'cancelled', order: number, link?: string): string {
  const query = new URLSearchParams({ status, order: String(order) });
  if (link !== undefined) query.set('link', link);
  return `/order/result?${query.toString()}`;
}
