import type { PaymentData } from '@vitrina/core';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/*
 * What the order-payment stories share: the shop's payment calls as each story needs them.
 * Stories only; the package's build never imports this file.
 */

export const STORY_LINK = 'c3RvcnktbGluay1rZXktMDAwMDAwMDAwMDAwMDA';

export const storyPayment = (overrides: Partial<PaymentData> = {}): PaymentData => ({
  order_id: 1042,
  status: 'needs_payment',
  amount: 25_499,
  payment_type: 'liqpay',
  payment_url: `/payment/${STORY_LINK}`,
  ...overrides,
});

export const storyInstalment = (overrides: Partial<PaymentData> = {}): PaymentData =>
  storyPayment({ payment_type: 'credit', credit_type: 'mono-internet-pch', ...overrides });

const failure = () => HttpResponse.json({ error: { code: 'errors.generic', message: 'Server error' } }, { status: 500 });

/** The order behind the link; `null`: the read fails; `'held'`: it never answers. */
export function paymentDataHandler(data: PaymentData | null | 'held'): HttpHandler {
  return http.get('/api/shop/get_payment_data_by_link/:link', async () => {
    if (data === 'held') await delay('infinite');
    return data === null ? failure() : HttpResponse.json({ success: true, data });
  });
}

/** create_payment_link: the provider's page; `null`: refused; `'held'`: never answers. */
export function paymentLinkHandler(url: string | null | 'held'): HttpHandler {
  return http.post('/api/shop/create_payment_link', async () => {
    if (url === 'held') await delay('infinite');
    return url === null ? failure() : HttpResponse.json({ success: true, data: { url } });
  });
}

/** monobank's success-callback check: the order's status, or `null` for a failing check. */
export function instalmentCheckHandler(status: PaymentData['status'] | null): HttpHandler {
  return http.post('/api/shop/monobank/check_success_callback', () =>
    status === null ? failure() : HttpResponse.json({ success: true, data: { status } }),
  );
}
