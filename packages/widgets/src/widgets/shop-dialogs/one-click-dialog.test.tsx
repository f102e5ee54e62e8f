import type { Vitrina, VitrinaConfig } from '@vitrina/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderWith, scriptedVitrina, signIn, withTexts, type Route } from '../modal-host/test-kit';
import { OneClickDialog } from './one-click-dialog';
import { sessionRoutes, tokenCookie } from './test-kit';

const instances: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of instances.splice(0)) vitrina.destroy();
});

async function setup(routes: Record<string, Route> = {}, config: Partial<VitrinaConfig> = {}, loggedIn = false) {
  const api = await withTexts(scriptedVitrina(routes, config));
  instances.push(api.vitrina);
  if (loggedIn) await signIn(api.vitrina);
  const close = vi.fn();
  renderWith(api.vitrina, <OneClickDialog productId={1001} titleId="one-click-title" close={close} />);
  return { ...api, close };
}

const phoneField = () => screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
/** Types as a shopper does: the mask rewrites the input's text on each input event. */
const type = (input: HTMLInputElement, text: string) => {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const submit = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Замовити' })));
};
const orders = (calls: ReadonlyArray<{ call: string; body: unknown }>) =>
  calls.filter(({ call }) => call === 'POST /api/shop/cart/one_click_order').map(({ body }) => body);

describe('the one-click dialog', () => {
  it('masks the phone as +38 ### ### ## ##', async () => {
    await setup();
    type(phoneField(), '0501234567');
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
    type(phoneField(), '050123');
    await submit();
    expect(screen.getByText('Вкажіть правильний номер телефону')).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(orders(calls)).toEqual([]);
  });

  it('orders through the shop and shows the order was taken', async () => {
    const { calls, close } = await setup({ 'POST /api/shop/cart/one_click_order': () => ok({ order_id: 7001 }) });
    type(phoneField(), '0501234567');
    await submit();
    expect(orders(calls)).toEqual([{ product_id: 1001, phone: '+38 050 123 45 67' }]);
    expect(screen.getByRole('status').textContent).toBe('Дякуємо! Замовлення прийнято, менеджер незабаром вам зателефонує');
    fireEvent.click(screen.getByRole('button', { name: 'Добре' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps the phone and says so when the order fails', async () => {
    await setup({ 'POST /api/shop/cart/one_click_order': () => failure(422, 'errors.product_not_buyable') });
    type(phoneField(), '0501234567');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Цей товар зараз не можна купити');
    expect(phoneField().value).toBe('+38 050 123 45 67');
  });

  it('speaks Russian', async () => {
    await setup({}, { lang: 'ru' });
    expect(screen.getByRole('heading', { name: 'Купить в 1 клик' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Заказать' })));
    expect(screen.getByText('Укажите номер телефона')).toBeTruthy();
  });
});
