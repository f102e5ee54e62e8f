import type { VitrinaConfig } from '@vitrina/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, type Route } from '../../testing/modal-test-kit';
import { OneClickDialog } from './one-click-dialog';
import { bodiesOf, pressButton, scriptedSdks, sessionRoutes, showDialog, tokenCookie, typeMasked } from '../../testing/shop-dialog-test-kit';

const start = scriptedSdks();

async function setup(routes: Record<string, Route> = {}, config: Partial<VitrinaConfig> = {}, loggedIn = false) {
  return showDialog(await start(routes, config, loggedIn), OneClickDialog, 1001, 'one-click-title');
}

const phoneField = () => screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
const submit = () => pressButton('Замовити');
const orders = (calls: ReadonlyArray<{ call: string; body: unknown }>) => bodiesOf(calls, 'POST /api/shop/cart/one_click_order');

describe('the one-click dialog', () => {
  it('masks the phone as +38 ### ### ## ##', async () => {
    await setup();
    typeMasked(phoneField(), '0501234567');
    expect(phoneField().value).toBe('+38 050 123 45 67');
    expect(phoneField().placeholder).toBe('+38 ___ ___ __ __');
  });

  it('fills in the signed-in user’s phone', async () => {
    await setup(sessionRoutes(), tokenCookie(), true);
    expect(phoneField().value).toBe('+38 050 123 45 67');
  });

  it('says the phone is missing or incomplete, and orders nothing', async () => {
    const { calls } = await setup();
    await submit();
    expect(screen.getByText('Вкажіть номер телефону')).toBeTruthy();
    typeMasked(phoneField(), '050123');
    await submit();
    expect(screen.getByText('Вкажіть правильний номер телефону')).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    // The keyboard user lands on what to fix.
    expect(document.activeElement).toBe(phoneField());
    expect(orders(calls)).toEqual([]);
  });

  it('reads the error out when the shopper pressed Enter in the field that is wrong: the field is focused anew', async () => {
    await setup();
    typeMasked(phoneField(), '050123');
    phoneField().focus();
    const focused = vi.fn();
    phoneField().addEventListener('focus', focused);
    fireEvent.submit(phoneField().closest('form')!);
    expect(await screen.findByText('Вкажіть правильний номер телефону')).toBeTruthy();
    await vi.waitFor(() => expect(focused).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(phoneField());
  });

  it('orders through the shop and shows the order was taken', async () => {
    const { calls, close } = await setup({ 'POST /api/shop/cart/one_click_order': () => ok({ order_id: 7001 }) });
    typeMasked(phoneField(), '0501234567');
    await submit();
    expect(orders(calls)).toEqual([{ product_id: 1001, phone: '+38 050 123 45 67' }]);
    expect(screen.getByRole('status').textContent).toBe('Дякуємо! Замовлення прийнято, менеджер незабаром вам зателефонує');
    fireEvent.click(screen.getByRole('button', { name: 'Добре' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps the phone and says so when the order fails', async () => {
    await setup({ 'POST /api/shop/cart/one_click_order': () => failure(422, 'errors.product_not_buyable') });
    typeMasked(phoneField(), '0501234567');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Цей товар зараз не можна купити');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(phoneField().value).toBe('+38 050 123 45 67');
  });

  it('keeps the submit button focusable while the order is on its way, and sends it once', async () => {
    let answer!: () => void;
    const { calls } = await setup({
      'POST /api/shop/cart/one_click_order': () => new Promise<Response>((resolve) => (answer = () => resolve(ok({ order_id: 7002 })))),
    });
    typeMasked(phoneField(), '0501234567');
    const button = screen.getByRole('button', { name: 'Замовити' });
    button.focus();
    fireEvent.submit(button.closest('form')!);
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.submit(button.closest('form')!);
    await vi.waitFor(() => expect(orders(calls)).toHaveLength(1));
    answer();
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(orders(calls)).toHaveLength(1);
  });

  it('speaks Russian', async () => {
    await setup({}, { lang: 'ru' });
    expect(screen.getByRole('heading', { name: 'Купить в 1 клик' })).toBeTruthy();
    await pressButton('Заказать');
    expect(screen.getByText('Укажите номер телефона')).toBeTruthy();
  });
});
