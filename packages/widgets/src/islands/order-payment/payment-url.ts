/**
 * Where a payment link may send the shopper: an http(s) address (the payment provider's page, or
 * one of the shop's), resolved against the page's; anything else (`javascript:`, `data:`) is refused.
 */
export function paymentUrl(url: string, base: string): string | null {
  try {
    const target = new URL(url, base);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
  } catch {
    return null;
  }
}
