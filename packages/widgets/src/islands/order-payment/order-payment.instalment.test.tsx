import type { OrderStatus, Vitrina } from '@vitrina/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { instalmentData, LINK_KEY, renderPayment, resetPageVisibility, setPageVisibility } from '../../testing/order-payment-test-kit';
import { loadedVitrina } from '../../testing/sign-in-test-kit';

let vitrina: Vitrina;
let check: MockInstance<Vitrina['services']['shop']['checkInstalmentPayment']>;
/** What the bank says to each check, in order; the last answer repeats. */
let answers: (OrderStatus | Error)[];

beforeEach(async () => {
  vitrina = await loadedVitrina();
  answers = ['needs_payment'];
  vi.spyOn(vitrina.services.shop, 'loadPaymentData').mockResolvedValue(instalmentData('monobank'));
  check = vi.spyOn(vitrina.services.shop, 'checkInstalmentPayment').mockImplementation(() => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  resetPageVisibility();
  vitrina.destroy();
});

/** Renders the island and lets the order's data arrive. */
async function renderWaiting(): Promise<void> {
  renderPayment(vitrina);
  await act(async () => {});
  expect(screen.getByText(/Підтвердьте покупку частинами в застосунку monobank/)).toBeTruthy();
}

/** Lets `ms` pass, and the checks they start answer. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('an instalment order waiting for the bank', () => {
  it('asks the bank with the link’s key after 2 s, 4 s, 8 s, 16 s, then every 30 s', async () => {
    await renderWaiting();
    const times = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, ms] of times.entries()) {
      await pass(ms - 1);
      expect(check, `check ${index + 1} not before ${ms} ms`).toHaveBeenCalledTimes(index);
      await pass(1);
      expect(check).toHaveBeenCalledTimes(index + 1);
    }
    expect(check).toHaveBeenLastCalledWith('monobank', 1042, { linkKey: LINK_KEY });
    expect(screen.getByText('Банк ще не підтвердив оплату. Ми перевіряємо її автоматично.')).toBeTruthy();
  });

  it('stops when the bank approved it, and shows the order paid', async () => {
    answers = ['needs_payment', 'paid'];
    await renderWaiting();
    await pass(2_000 + 4_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Замовлення оплачено. Дякуємо!');
    expect(screen.queryByRole('button')).toBeNull();
    await pass(120_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops when the order was cancelled', async () => {
    answers = ['cancelled'];
    await renderWaiting();
    await pass(2_000);
    expect(screen.getByRole('status').textContent).toBe('Замовлення скасовано, оплата не потрібна.');
    await pass(120_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while the page is hidden, and asks at once when it shows again', async () => {
    await renderWaiting();
    await pass(2_000);
    expect(check).toHaveBeenCalledTimes(1);
    act(() => setPageVisibility('hidden'));
    await pass(120_000);
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => setPageVisibility('visible'));
    expect(check).toHaveBeenCalledTimes(2);
    // Then from the shortest wait again.
    await pass(2_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('checks at once on “check again”, one check at a time', async () => {
    let answer!: (status: OrderStatus) => void;
    check.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await renderWaiting();
    const button = screen.getByRole('button', { name: 'Перевірити ще раз' });
    await act(async () => button.click());
    expect(check).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Перевіряємо, чи схвалив банк оплату…')).toBeTruthy();
    await act(async () => button.click());
    await pass(2_000);
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => answer('needs_payment'));
    expect(button.getAttribute('aria-busy')).toBeNull();
    await pass(2_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('shows a failed check with a way to check again, and keeps checking by itself', async () => {
    answers = [new Error('offline'), 'needs_payment', 'paid'];
    await renderWaiting();
    await pass(2_000);
    expect(screen.getByRole('alert').textContent).toBe('Не вдалося перевірити оплату.');
    fireEvent.click(screen.getByRole('button', { name: 'Перевірити ще раз' }));
    await act(async () => {});
    expect(check).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await pass(2_000);
    expect(screen.getByRole('status').textContent).toBe('Замовлення оплачено. Дякуємо!');
  });

  it('tells whom to call if nobody has called within 10 minutes', async () => {
    await renderWaiting();
    expect(screen.getByText(/протягом 10 хвилин, зателефонуйте нам: 0 800 30 00 33/)).toBeTruthy();
  });

  it('asks A-Bank for an A-Bank order', async () => {
    vi.mocked(vitrina.services.shop.loadPaymentData).mockResolvedValue(instalmentData('abank'));
    renderPayment(vitrina);
    await act(async () => {});
    expect(screen.getByText(/застосунку А-Банку/)).toBeTruthy();
    await pass(2_000);
    expect(check).toHaveBeenLastCalledWith('abank', 1042, { linkKey: LINK_KEY });
  });

  it('offers the card payment instead for a credit order with another bank', async () => {
    vi.mocked(vitrina.services.shop.loadPaymentData).mockResolvedValue(instalmentData('monobank', { credit_type: 'pumb-internet' }));
    renderPayment(vitrina);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Оплатити карткою' })).toBeTruthy();
    await pass(60_000);
    expect(check).not.toHaveBeenCalled();
  });
});
