import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { LINK_KEY, paymentApi, paymentData, renderPayment } from '../../testing/order-payment-test-kit';
import { apiError, loadedVitrina, mockApi, testVitrina } from '../../testing/sign-in-test-kit';
import { API } from '../../testing/test-vitrina';
import { orderPaymentWidget } from './order-payment-widget';

const server = mockApi();
const page = islandPage();

/** The order's facts as the island lists them: term → description. */
function facts(): Record<string, string> {
  const values = screen.getAllByRole('definition').map((value) => value.textContent ?? '');
  return Object.fromEntries(screen.getAllByRole('term').map((term, index) => [term.textContent ?? '', values[index] ?? '']));
}

describe('the order-payment island shows the order', () => {
  it('that needs payment: number, status, amount to pay, and the pay button', async () => {
    server.use(...paymentApi().handlers);
    page.vitrina = await loadedVitrina();
    renderPayment(page.vitrina);
    expect(screen.getByRole('status').textContent).toBe('Завантажуємо замовлення…');
    expect(await screen.findByText('Замовлення очікує оплати.')).toBeTruthy();
    expect(facts()).toEqual({ Замовлення: '№1042', Статус: 'Очікує оплати', 'Сума до сплати': '25 499 грн' });
    expect(screen.getByRole('button', { name: 'Оплатити карткою' })).toBeTruthy();
  });

  it.each([
    ['paid', 'Оплачено', 'Замовлення оплачено. Дякуємо!'],
    ['cancelled', 'Скасовано', 'Замовлення скасовано, оплата не потрібна.'],
  ] as const)('%s: its status and total, and nothing to pay', async (status, badge, text) => {
    server.use(...paymentApi({ data: paymentData({ status, payment_url: null }) }).handlers);
    page.vitrina = await loadedVitrina();
    renderPayment(page.vitrina);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(facts()).toEqual({ Замовлення: '№1042', Статус: badge, 'Сума замовлення': '25 499 грн' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in Russian on a Russian page', async () => {
    server.use(...paymentApi().handlers);
    page.vitrina = await loadedVitrina({ lang: 'ru' });
    renderPayment(page.vitrina);
    expect(await screen.findByText('Заказ ожидает оплаты.')).toBeTruthy();
    expect(facts()).toEqual({ Заказ: '№1042', Статус: 'Ожидает оплаты', 'Сумма к оплате': '25 499 грн' });
    expect(screen.getByRole('button', { name: 'Оплатить картой' })).toBeTruthy();
  });

  it('asks for the order by the link it was given', async () => {
    const api = paymentApi();
    server.use(...api.handlers);
    page.vitrina = await loadedVitrina();
    renderPayment(page.vitrina);
    await screen.findByText('Замовлення очікує оплати.');
    expect(api.seen.map((request) => request.path)).toEqual([`/api/shop/get_payment_data_by_link/${LINK_KEY}`]);
  });
});

describe('when the order cannot be read', () => {
  it('says so, and reads it again on retry', async () => {
    let fail = true;
    const api = paymentApi();
    server.use(
      http.get(`${API.shop}get_payment_data_by_link/:link`, () => (fail ? apiError(500, 'errors.generic') : undefined)),
      ...api.handlers,
    );
    page.vitrina = await loadedVitrina();
    renderPayment(page.vitrina);
    expect((await screen.findByRole('alert')).textContent).toBe('Не вдалося завантажити замовлення.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Замовлення очікує оплати.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a malformed answer like a failure', async () => {
    server.use(http.get(`${API.shop}get_payment_data_by_link/:link`, () => HttpResponse.json({ success: true, data: { order_id: 'x' } })));
    page.vitrina = await loadedVitrina();
    renderPayment(page.vitrina);
    expect((await screen.findByRole('alert')).textContent).toBe('Не вдалося завантажити замовлення.');
  });
});

describe('on the page', () => {
  it('mounts on the shop’s element as a lazy island and replaces the server’s view', async () => {
    server.use(...paymentApi({ data: paymentData({ status: 'paid', payment_url: null }) }).handlers);
    page.vitrina = testVitrina();
    const island = element('div', { 'data-widget': 'order-payment', 'data-payment-token': LINK_KEY }, element('p', {}, 'Статус: Очікує оплати'));
    page.runtime = await mountIslands(page.vitrina, orderPaymentWidget, island);
    expect(await within(island).findByText('Замовлення оплачено. Дякуємо!')).toBeTruthy();
    expect(island.textContent).not.toContain('Статус: Очікує оплати');
  });

  it('leaves the server’s view for a token that is not a payment link, and names the element in a warning', async () => {
    page.vitrina = testVitrina();
    const island = element('div', { 'data-widget': 'order-payment', 'data-payment-token': '../../etc' }, 'Оплатити карткою');
    page.runtime = await mountIslands(page.vitrina, orderPaymentWidget, island);
    expect(page.runtime.size).toBe(0);
    expect(island.textContent).toBe('Оплатити карткою');
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/order-payment.*invalid attributes/));
  });

  it('reads the order again when the page comes back from the back-forward cache', async () => {
    server.use(...paymentApi({ data: [paymentData(), paymentData({ status: 'paid', payment_url: null })] }).handlers);
    page.vitrina = await loadedVitrina();
    renderPayment(page.vitrina);
    await screen.findByText('Замовлення очікує оплати.');
    await act(async () => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(await screen.findByText('Замовлення оплачено. Дякуємо!')).toBeTruthy();
  });
});
