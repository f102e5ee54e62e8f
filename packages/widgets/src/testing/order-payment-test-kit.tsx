import type { PaymentData, Vitrina } from '@vitrina/core';
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OrderPayment } from '../islands/order-payment/order-payment';
import { VitrinaProvider } from '../vitrina-context';
import { API } from './test-vitrina';

/** A payment link's key, as the payment page's address carries it. */
export const LINK_KEY = 'bGluay1rZXktb2YtdGhlLW9yZGVyLTAwMDAwMDAwMA';

/** The order behind the link, as get_payment_data_by_link answers it. */
export function paymentData(overrides: Partial<PaymentData> = {}): PaymentData {
  return {
    order_id: 1042,
    status: 'needs_payment',
    amount: 25_499,
    payment_type: 'liqpay',
    payment_url: `/payment/${LINK_KEY}`,
    ...overrides,
  };
}

/** A credit order with monobank (or A-Bank) waiting for the bank's approval. */
export const instalmentData = (bank: 'monobank' | 'abank' = 'monobank', overrides: Partial<PaymentData> = {}) =>
  paymentData({ payment_type: 'credit', credit_type: bank === 'monobank' ? 'mono-internet-pch' : 'abank-internet', ...overrides });

export interface SeenRequest {
  readonly path: string;
  readonly authorization: string | null;
  readonly body: unknown;
}

/**
 * The shop's payment calls: the payment data (one answer after another when given a list, the
 * last repeating) and create_payment_link answering `linkUrl`. `seen` records every request.
 */
export function paymentApi(options: { data?: PaymentData | readonly PaymentData[]; linkUrl?: string; hold?: () => Promise<void> } = {}) {
  const seen: SeenRequest[] = [];
  const answers = Array.isArray(options.data) ? [...options.data] : [options.data ?? paymentData()];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body: text ? JSON.parse(text) : undefined });
  };
  return {
    seen,
    handlers: [
      http.get(`${API.shop}get_payment_data_by_link/:link`, async ({ request }) => {
        await record(request);
        const data = answers.length > 1 ? answers.shift() : answers[0];
        return HttpResponse.json({ success: true, data });
      }),
      http.post(`${API.shop}create_payment_link`, async ({ request }) => {
        await record(request);
        await options.hold?.();
        return HttpResponse.json({ success: true, data: { url: options.linkUrl ?? '/simulated-pay/session-0001' } });
      }),
    ],
  };
}

export function renderPayment(vitrina: Vitrina, paymentToken = LINK_KEY): RenderResult {
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <OrderPayment paymentToken={paymentToken} />
    </VitrinaProvider>,
  );
}

/** Sets what `document.visibilityState` says and tells the page, as a browser does when a tab is hidden or shown. */
export function setPageVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Back to the page's own visibility. */
export function resetPageVisibility(): void {
  Reflect.deleteProperty(document, 'visibilityState');
}
