import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInVitrina } from '../../testing/address-book-test-kit';
import { resetPageVisibility, setPageVisibility } from '../../testing/order-payment-test-kit';
import { cancelledOrder, paidOrder, portalApi, renderPurchases, unpaidOrder } from '../../testing/portal-test-kit';
import { mockApi } from '../../testing/sign-in-test-kit';

const server = mockApi();
let vitrina: Vitrina | undefined;
afterEach(() => {
  vitrina?.destroy();
  resetPageVisibility();
});

/** Each row as its cells read: number, date, items, total, status (with the pay link's text). */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the purchase-list island', () => {
  it('shows the orders the page gave at once: status, and the pay link of the one that needs payment', async () => {
    const api = portalApi();
    server.use(...api.handlers);
    vitrina = await signedInVitrina();
    renderPurchases(vitrina);
    expect(rows()).toEqual([
      ['1042', '28.05.2025', 'Ноутбук Vitrina Pro 14 × 1', '25 499 грн', 'Очікує оплатиОплатити'],
      ['1001', '15.01.2025', 'Смартфон Vitrina X × 1, Чохол × 2', '31 998 грн', 'Оплачено'],
    ]);
    expect(screen.getByRole('link', { name: 'Оплатити замовлення №1042' }).getAttribute('href')).toBe(unpaidOrder.payment_url);
    await waitFor(() => expect(api.reads).toEqual(['/api/profile/me/orders']));
  });

  it('offers no pay link for a payment address that is not http(s), from the page or the API', async () => {
    const scripted = { ...unpaidOrder, payment_url: 'javascript:alert(1)' };
    const api = portalApi({ orders: [[scripted]] });
    server.use(...api.handlers);
    vitrina = await signedInVitrina();
    renderPurchases(vitrina, [scripted]);
    await waitFor(() => expect(api.reads).toEqual(['/api/profile/me/orders']));
    expect(rows()).toEqual([['1042', '28.05.2025', 'Ноутбук Vitrina Pro 14 × 1', '25 499 грн', 'Очікує оплати']]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads the orders again when the page comes back into view: an order paid elsewhere loses its pay link', async () => {
    const paidNow = { ...unpaidOrder, status: 'paid' as const, payment_url: null };
    const api = portalApi({ orders: [[unpaidOrder, paidOrder], [paidNow, paidOrder]] });
    server.use(...api.handlers);
    vitrina = await signedInVitrina();
    renderPurchases(vitrina);
    await waitFor(() => expect(api.reads).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Оплатити замовлення №1042' })).toBeTruthy();
    act(() => setPageVisibility('hidden'));
    act(() => setPageVisibility('visible'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Оплатити замовлення №1042' })).toBeNull());
    expect(rows()[0]?.[4]).toBe('Оплачено');
    expect(api.reads).toHaveLength(2);
  });

  it('keeps what it shows when a read fails, and tries again on request', async () => {
    const api = portalApi({ orders: ['fail', [cancelledOrder]] });
    server.use(...api.handlers);
    vitrina = await signedInVitrina();
    renderPurchases(vitrina);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Не вдалося оновити статуси замовлень. Спробувати ще раз');
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(rows()).toEqual([['1017', '02.03.2025', 'Смартфон Vitrina X × 1, Чохол × 2', '31 998 грн', 'Скасовано']]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no orders yet, in Russian on a Russian page', async () => {
    server.use(...portalApi({ orders: [[]] }).handlers);
    vitrina = await signedInVitrina({ lang: 'ru' });
    renderPurchases(vitrina, []);
    expect(screen.getByText('У вас ещё нет заказов')).toBeTruthy();
  });
});
