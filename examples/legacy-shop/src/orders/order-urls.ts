/** The payment page of an order paid online, by its payment link's key. */
export function orderPayUrl(token: string): string {
  return `/order/pay/${encodeURIComponent(token)}`;
}

/** The result page of a placed order. */
export function orderResultUrl(orderId: number): string {
  return `/order/result?status=success&order=${orderId}`;
}
