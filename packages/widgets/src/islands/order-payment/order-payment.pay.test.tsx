import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../runtime/navigation';
import { LINK_KEY, paymentApi, paymentData, renderPayment } from '../../testing/order-payment-test-kit';
import { apiError, loadedVitrina, mockApi } from '../../testing/sign-in-test-kit';
import { API, gate } from '../../testing/test-vitrina';

const server = mockApi();

let vitrina: Vitrina;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  vitrina = await loadedVitrina();
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  vitrina.destroy();
});

const payButton = () => screen.findByRole('button', { name: 'Оплатити карткою' });

describe('the pay button', () => {
  it('asks for a card payment link as the holder of the order’s link and goes to the provider’s page', async () => {
    const api = paymentApi({ linkUrl: '/simulated-pay/session-0001' });
    server.use(...api.handlers);
    renderPayment(vitrina);
    fireEvent.click(await payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/simulated-pay/session-0001`));
    expect(api.seen.at(-1)).toEqual({
      path: '/api/shop/create_payment_link',
      authorization: `Bearer ${LINK_KEY}`,
      body: { order_id: 1042, payment_type: 'liqpay' },
    });
  });

  it('is busy while the link is on its way, and a double click asks once', async () => {
    const answer = gate();
    const api = paymentApi({ hold: answer.wait });
    server.use(...api.handlers);
    renderPayment(vitrina);
    const button = await payButton();
    button.focus();
    await act(async () => {
      button.click();
      button.click();
    });
    const busy = screen.getByRole('button', { name: 'Переходимо до оплати…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await act(async () => busy.click());
    answer.open();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.seen.filter((request) => request.path === '/api/shop/create_payment_link')).toHaveLength(1);
    // The page is leaving: the button stays busy until it has.
    expect(screen.getByRole('button', { name: 'Переходимо до оплати…' })).toBeTruthy();
  });

  it('shows the payment error with the support phone when the shop refuses, and tries again', async () => {
    let refuse = true;
    const api = paymentApi();
    server.use(http.post(`${API.shop}create_payment_link`, () => (refuse ? apiError(500, 'errors.generic') : undefined)), ...api.handlers);
    renderPayment(vitrina);
    fireEvent.click(await payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не вдалося провести оплату');
    expect(alert.textContent).toContain('0 800 30 00 33');
    expect(assign).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(await payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the order paid when it was paid meanwhile (409), without leaving', async () => {
    server.use(
      http.post(`${API.shop}create_payment_link`, () => apiError(409, 'errors.generic')),
      ...paymentApi({ data: [paymentData(), paymentData({ status: 'paid', payment_url: null })] }).handlers,
    );
    renderPayment(vitrina);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Замовлення оплачено. Дякуємо!')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not follow a link that is not a web address', async () => {
    server.use(...paymentApi({ linkUrl: 'javascript:alert(1)' }).handlers);
    renderPayment(vitrina);
    fireEvent.click(await payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося провести оплату');
    expect(assign).not.toHaveBeenCalled();
  });

  it('uses the shop’s own support phone once its general data is known', async () => {
    server.use(
      http.post(`${API.shop}create_payment_link`, () => apiError(500, 'errors.generic')),
      http.get(`${API.shop}general`, () =>
        HttpResponse.json({ success: true, data: { languages: [{ code: 'uk', label: 'Укр' }], support_phone: '0 800 11 22 33', free_delivery_from: 1500 } }),
      ),
      ...paymentApi().handlers,
    );
    await vitrina.services.auth.loadGeneralData();
    renderPayment(vitrina);
    fireEvent.click(await payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('0 800 11 22 33');
  });
});
