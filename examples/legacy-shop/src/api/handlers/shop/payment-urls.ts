/** The shop's page of an order's payment link (the order status page, spec §2). */
export function paymentPageUrl(link: string): string {
  return `/payment/${encodeURIComponent(link)}`;
}

/** Where the shopper pays an order that still needs payment: the simulated provider's checkout. */
export function paymentCheckoutUrl(link: string): string {
  return `${paymentPageUrl(link)}/checkout`;
}
