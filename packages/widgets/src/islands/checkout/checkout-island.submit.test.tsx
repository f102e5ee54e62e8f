import type { Vitrina } from '@vitrina/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { navigation } from '../../runtime/navigation';
import {
  checkoutApi,
  checkoutCart,
  checkoutVitrina,
  chooseBranch,
  choosePayment,
  fillBuyer,
  renderCheckout,
  section,
  submit,
  typePhone,
} from '../../testing/checkout-test-kit';
import { apiError, mockApi } from '../../testing/sign-in-test-kit';

const server = mockApi();
// A draft the last test's island was still saving may land after its clean-up.
beforeEach(() => sessionStorage.clear());
let vitrina: Vitrina | undefined;
let assign: MockInstance<(url: string) => void>;
beforeEach(() => {
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vitrina?.destroy();
  assign.mockRestore();
  sessionStorage.clear();
});

async function show(options: Parameters<typeof checkoutApi>[0] = {}) {
  const api = checkoutApi(options);
  server.use(...api.handlers);
  vitrina = await checkoutVitrina();
  await renderCheckout(vitrina);
  return api;
}

/** A new customer's complete order to a branch, paid by card online. */
async function fillOrder() {
  fillBuyer();
  await chooseBranch();
  choosePayment(/Карткою онлайн/);
}

describe('submitting the checkout', () => {
  it('sends nothing for an empty form: every verdict under its field, the focus on the first', async () => {
    const api = await show();
    submit();
    const lastName = within(section('Контактні дані')).getByLabelText(/Прізвище/);
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Вкажіть ім’я')).toHaveLength(2);
    expect(screen.getByText('Вкажіть номер телефону')).toBeTruthy();
    expect(screen.getAllByText('Обов’язкове поле').length).toBeGreaterThanOrEqual(2);
    expect(api.orders).toEqual([]);
  });

  it('places the order once with the server’s total and goes where the answer says', async () => {
    let placed = false;
    const api = await show({ cart: () => (placed ? checkoutCart({ suppliers: [], goods: 0, total: 0, cart_count: 0 }) : checkoutCart()), order: () => void (placed = true) });
    await fillOrder();
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/order/result/7001'));
    expect(api.orders).toHaveLength(1);
    expect(api.orders[0]?.key).toMatch(/\S{8,}/);
    expect(api.orders[0]?.body).toEqual({
      cart_id: checkoutCart().cart_id,
      expected_total: 2697,
      order_type: 'new',
      person: { lastName: 'Коваленко', firstName: 'Оксана', phone: '+38 067 123 45 67', email: 'oksana@example.ua' },
      recipient: { type: 'me' },
      delivery: { type: 'newpost', city_id: 56, department_id: 301 },
      payment: { type: 'liqpay' },
    });
    expect(screen.getByText('Замовлення №7001 оформлено. Переходимо далі…')).toBeTruthy();
  });

  it('makes one order of a double submit, the button busy meanwhile', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = await show({ order: async () => (await held, undefined) });
    await fillOrder();
    const button = screen.getByRole('button', { name: 'Підтвердити замовлення' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(screen.getByRole('form'));
    expect(button.textContent).toBe('Надсилаємо замовлення…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.orders).toHaveLength(1);
    // Placed, it stays busy until the page is left.
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.orders).toHaveLength(1);
    expect(button.textContent).toBe('Надсилаємо замовлення…');
  });

  it('shows the server’s verdicts under their fields and focuses the first', async () => {
    await show({
      order: () => apiError(422, 'validation.invalid', { 'person.email': 'validation.email_invalid', payment_type: 'errors.credit_no_options', promo_code: 'errors.promo_code_already_used' }),
    });
    await fillOrder();
    submit();
    const email = within(section('Контактні дані')).getByLabelText(/E-mail/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByText('Вкажіть правильний e-mail')).toBeTruthy();
    expect(screen.getByText('Для цього замовлення немає доступних кредитних пропозицій')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Цей промокод уже використано');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Підтвердити замовлення' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('refuses a payment ruled out after it was chosen on its choice, the focus on the first payment that can be chosen', async () => {
    const api = await show();
    fillBuyer();
    choosePayment(/Готівкою при отриманні/);
    fireEvent.click(screen.getByRole('radio', { name: /У поштомат/ }));
    const locker = await screen.findByRole('combobox', { name: /Поштомат/ });
    await waitFor(() => expect(within(locker).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(locker, { target: { value: '401' } });
    submit();
    const payments = section('Спосіб оплати');
    await waitFor(() => expect(document.activeElement).toBe(within(payments).getByRole('radio', { name: /Карткою онлайн/ })));
    expect(document.getElementById(payments.getAttribute('aria-describedby')!)?.textContent).toBe('Для доставки в поштомат оплата готівкою недоступна');
    expect((within(payments).getByRole('radio', { name: /Готівкою при отриманні/ }) as HTMLInputElement).checked).toBe(true);
    expect(api.orders).toEqual([]);
  });

  it('names the lines whose gifts ran out and buys them without the gift on request', async () => {
    const api = await show({
      order: (body) => (body.without_gift ? undefined : apiError(409, 'errors.gifts_run_out', { 'lines.120455': 'errors.gifts_run_out' })),
    });
    await fillOrder();
    submit();
    const notice = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(within(notice).getByText('Смартфон Zorya A5')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Купити без подарунка' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.orders.map((order) => order.body.without_gift)).toEqual([undefined, [120455]]);
    expect(api.orders[1]?.key).not.toBe(api.orders[0]?.key);
  });

  it('shows the new total when it changed, and sends it once the shopper confirms again', async () => {
    let cart = checkoutCart();
    const api = await show({
      cart: () => cart,
      order: (body) => (body.expected_total === 2697 ? apiError(409, 'errors.order_total_changed') : undefined),
    });
    await fillOrder();
    cart = checkoutCart({ goods: 2597, total: 2597 });
    submit();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe('Сума замовлення змінилася: тепер 2 597 грн. Перевірте замовлення і підтвердіть його ще раз');
    expect(within(screen.getByRole('region', { name: 'Ваше замовлення' })).getAllByRole('definition').at(-1)?.textContent).toBe('2 597 грн');
    expect(assign).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.orders.map((order) => order.body.expected_total)).toEqual([2697, 2597]);
  });

  it('checks the buyer’s phone with monobank before an instalment, and says when the bank does not know it', async () => {
    const api = await show({ monoRegistered: false });
    await fillOrder();
    await waitFor(() => expect((screen.getByRole('radio', { name: /У кредит/ }) as HTMLInputElement).disabled).toBe(false));
    choosePayment(/У кредит/);
    fireEvent.click(screen.getByRole('radio', { name: /monobank/ }));
    submit();
    expect(await screen.findByText('Цей номер телефону не зареєстровано в monobank. Вкажіть інший номер або оберіть інший спосіб оплати')).toBeTruthy();
    const phone = within(section('Контактні дані')).getByLabelText(/Телефон/);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(api.orders).toEqual([]);
  });

  it('places a fast order with the phone alone', async () => {
    const api = await show();
    fireEvent.click(screen.getByRole('tab', { name: 'Швидке замовлення' }));
    typePhone(screen.getByLabelText(/Телефон/), '0501234567');
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.orders[0]?.body).toEqual({ cart_id: checkoutCart().cart_id, expected_total: 2697, order_type: 'fast', phone: '+38 050 123 45 67' });
  });

  it('keeps the form for another try, and the same key, when the server failed', async () => {
    const api = await show({ order: (_body, call) => (call === 1 ? apiError(503, 'errors.generic') : undefined) });
    await fillOrder();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Щось пішло не так');
    expect((within(section('Контактні дані')).getByLabelText(/Прізвище/) as HTMLInputElement).value).toBe('Коваленко');
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.orders.map((order) => order.key)).toEqual([api.orders[0]?.key, api.orders[0]?.key]);
  });
});
