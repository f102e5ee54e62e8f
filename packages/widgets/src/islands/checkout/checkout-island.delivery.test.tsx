import type { Vitrina } from '@vitrina/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutApi, checkoutVitrina, renderCheckout, type } from '../../testing/checkout-test-kit';
import { mockApi } from '../../testing/sign-in-test-kit';

const server = mockApi();
// A draft the last test's island was still saving may land after its clean-up.
beforeEach(() => sessionStorage.clear());
let vitrina: Vitrina | undefined;
afterEach(() => {
  vitrina?.destroy();
  sessionStorage.clear();
});

async function show(props: Parameters<typeof renderCheckout>[1] = {}) {
  const api = checkoutApi();
  server.use(...api.handlers);
  vitrina = await checkoutVitrina();
  await renderCheckout(vitrina, props);
  return api;
}

const cityField = () => screen.getByRole('combobox', { name: /Місто/ }) as HTMLInputElement;
const key = (name: string) => fireEvent.keyDown(cityField(), { key: name });

describe('the checkout’s delivery', () => {
  it('searches the city as the shopper types, once, and picks one with the keyboard', async () => {
    const api = await show();
    type(cityField(), 'Л');
    type(cityField(), 'Ль');
    type(cityField(), 'Льв');
    await waitFor(() => expect(cityField().getAttribute('aria-expanded')).toBe('true'));
    expect(api.searches).toEqual(['Льв']);
    expect(screen.getByText('Знайдено 1 місто').getAttribute('role')).toBe('status');
    key('ArrowDown');
    const option = screen.getByRole('option', { name: /Львів/ });
    expect(cityField().getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    key('Enter');
    expect(cityField().value).toBe('Львів');
    expect(cityField().getAttribute('aria-expanded')).toBe('false');
    // The branches are the chosen city's now.
    expect(await screen.findByRole('option', { name: '№3: вул. Городоцька, 5' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Пирогівський/ })).toBeNull();
  });

  it('asks nothing for one letter, and says when no city is found', async () => {
    const api = await show();
    type(cityField(), 'Я');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.searches).toEqual([]);
    type(cityField(), 'Ялта');
    await waitFor(() => expect(screen.getByText('Місто не знайдено')).toBeTruthy());
    expect(cityField().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list on Escape and picks a city by a click', async () => {
    await show();
    type(cityField(), 'Ки');
    await screen.findByRole('listbox');
    key('Escape');
    expect(cityField().getAttribute('aria-expanded')).toBe('false');
    type(cityField(), 'Киї');
    fireEvent.click(await screen.findByRole('option', { name: /Київ/ }));
    expect(cityField().value).toBe('Київ');
  });

  it('filters the branches by number or address', async () => {
    await show();
    const branch = (await screen.findByRole('combobox', { name: /Відділення/ })) as HTMLSelectElement;
    await waitFor(() => expect(within(branch).getAllByRole('option')).toHaveLength(3));
    type(screen.getByRole('searchbox', { name: 'Пошук за номером або адресою' }), 'Богатирська');
    expect(within(branch).getAllByRole('option').map((option) => option.textContent)).toEqual(['Оберіть відділення', '№2: вул. Богатирська, 11']);
    type(screen.getByRole('searchbox', { name: 'Пошук за номером або адресою' }), '1');
    expect(within(branch).getAllByRole('option').map((option) => option.textContent)).toEqual(['Оберіть відділення', '№1: вул. Пирогівський шлях, 135']);
  });

  it('asks for the courier’s address, and for a shop when picking up', async () => {
    await show();
    fireEvent.click(screen.getByRole('radio', { name: /Кур’єром/ }));
    const address = screen.getByRole('group', { name: 'Адреса доставки' });
    expect(within(address).getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'delivery.address.street',
      'delivery.address.building',
      'delivery.address.apartment',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /Самовивіз/ }));
    expect(screen.queryByRole('combobox', { name: /Місто/ })).toBeNull();
    const shop = screen.getByRole('combobox', { name: /Магазин/ });
    expect(within(shop).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Оберіть магазин',
      'Вітрина на Хрещатику: вул. Хрещатик, 22',
      'Вітрина на Подолі: вул. Сагайдачного, 10',
    ]);
  });

  it('finds the default city’s name itself when the page does not give it', async () => {
    const api = await show({ cityTitle: undefined });
    await waitFor(() => expect(cityField().value).toBe('Київ'));
    expect(api.searches).toEqual(['']);
  });
});
