import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { addressApi, kyivAddress, lvivAddress, renderBook, signedInVitrina } from '../../testing/address-book-test-kit';
import { API, mockApi } from '../../testing/sign-in-test-kit';

const server = mockApi();
let vitrina: Vitrina | undefined;
afterEach(() => vitrina?.destroy());

const listItems = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

async function start(addresses = [kyivAddress]) {
  const api = addressApi(addresses);
  server.use(...api.handlers);
  vitrina = await signedInVitrina();
  renderBook(vitrina, addresses);
  return api;
}

async function fillNew(city = 'Льв') {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: city } });
  fireEvent.click(await screen.findByRole('option', { name: /Львів/ }));
  type('Вулиця', 'Садова');
  type('Будинок', '3');
  type('Квартира', '12');
}

describe('the address-book island', () => {
  it('lists the addresses the page gave, with a change and a removal for each', async () => {
    await start([kyivAddress, lvivAddress]);
    expect(listItems()).toEqual(['Київ, вул. Хрещатик, 22А, кв. 15', 'Львів, вул. Городоцька, 3/1']);
    expect(screen.getByRole('button', { name: 'Змінити адресу: Київ, вул. Хрещатик, 22А, кв. 15' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Видалити адресу: Львів, вул. Городоцька, 3/1' })).toBeTruthy();
  });

  it('finds the city as it is typed, adds the address at the top of the list and moves the focus to it', async () => {
    const api = await start();
    await fillNew();
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Львів');
    fireEvent.click(screen.getByRole('button', { name: 'Додати адресу' }));
    expect(await screen.findByText('Адресу додано')).toBeTruthy();
    expect(listItems()).toEqual(['Львів, Садова, 3, кв. 12', 'Київ, вул. Хрещатик, 22А, кв. 15']);
    expect(document.activeElement?.textContent).toBe('Львів, Садова, 3, кв. 12');
    expect(api.saves()).toEqual([{ method: 'POST', path: '/api/profile/me/address', body: { city: 'Львів', street: 'Садова', building: '3', apartments: '12' } }]);
    expect(screen.getByRole('combobox')).toHaveProperty('value', '');
  });

  it('says “city not found” when the search finds nothing', async () => {
    await start();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Атлантида' } });
    expect(await screen.findByText('Місто не знайдено')).toBeTruthy();
  });

  it('checks the building and the apartment with the address rules and sends nothing', async () => {
    const api = await start();
    await fillNew();
    type('Будинок', '0');
    type('Квартира', 'кв.1');
    fireEvent.click(screen.getByRole('button', { name: 'Додати адресу' }));
    expect(await screen.findByText('Вкажіть правильний номер будинку')).toBeTruthy();
    expect(screen.getByText('Вкажіть правильний номер квартири')).toBeTruthy();
    expect(api.saves()).toEqual([]);
    expect(screen.getByLabelText('Будинок', { exact: false })).toHaveProperty('value', '0');
  });

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    const api = await start();
    api.options.refuse = { apartments: 'validation.apartment_invalid' };
    await fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Додати адресу' }));
    expect(await screen.findByText('Вкажіть правильний номер квартири')).toBeTruthy();
    expect(screen.getByLabelText('Квартира', { exact: false })).toHaveProperty('value', '12');
    expect(screen.getByLabelText('Вулиця', { exact: false })).toHaveProperty('value', 'Садова');
    expect(listItems()).toHaveLength(1);
  });

  it('sends one save however often it is pressed while it is on its way', async () => {
    const api = await start();
    let release = () => {};
    api.options.hold = () => new Promise<void>((resolve) => (release = resolve));
    await fillNew();
    const button = screen.getByRole('button', { name: 'Додати адресу' });
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Зберігаємо…' });
    fireEvent.click(screen.getByRole('button', { name: 'Зберігаємо…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Зберігаємо…' }));
    await act(async () => release());
    await screen.findByText('Адресу додано');
    expect(api.saves()).toHaveLength(1);
  });

  it('changes an address in its form, filled in, and puts the focus back on it', async () => {
    const api = await start();
    fireEvent.click(screen.getByRole('button', { name: /^Змінити адресу/ }));
    expect(screen.getByRole('heading', { name: 'Зміна адреси' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')));
    expect(screen.getByLabelText('Вулиця', { exact: false })).toHaveProperty('value', 'вул. Хрещатик');
    type('Будинок', '24');
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Адресу змінено')).toBeTruthy();
    expect(listItems()).toEqual(['Київ, вул. Хрещатик, 24, кв. 15']);
    expect(document.activeElement?.textContent).toBe('Київ, вул. Хрещатик, 24, кв. 15');
    expect(api.saves()).toEqual([{ method: 'PUT', path: '/api/profile/me/address/7', body: { city: 'Київ', street: 'вул. Хрещатик', building: '24', apartments: '15' } }]);
    expect(screen.getByRole('heading', { name: 'Нова адреса' })).toBeTruthy();
  });

  it('reads the list again when the address being changed was removed elsewhere', async () => {
    const api = await start([kyivAddress, lvivAddress]);
    fireEvent.click(screen.getByRole('button', { name: /^Змінити адресу: Львів/ }));
    api.addresses.splice(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Цієї адреси вже немає, список оновлено')).toBeTruthy();
    await waitFor(() => expect(listItems()).toEqual(['Київ, вул. Хрещатик, 22А, кв. 15']));
  });

  it('asks before removing: keeping sends nothing and gives the focus back to the address', async () => {
    const api = await start();
    fireEvent.click(screen.getByRole('button', { name: /^Видалити адресу/ }));
    const dialog = screen.getByRole('dialog', { name: 'Видалити адресу?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Залишити' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Залишити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Київ, вул. Хрещатик, 22А, кв. 15');
    expect(api.saves()).toEqual([]);
  });

  it('removes once confirmed, and moves the focus to the list', async () => {
    const api = await start([kyivAddress, lvivAddress]);
    fireEvent.click(screen.getByRole('button', { name: /^Видалити адресу: Київ/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Так, видалити' }));
    expect(await screen.findByText('Адресу видалено')).toBeTruthy();
    expect(listItems()).toEqual(['Львів, вул. Городоцька, 3/1']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Збережені адреси' }));
    expect(api.saves()).toEqual([{ method: 'DELETE', path: '/api/profile/me/address/7', body: undefined }]);
  });

  it('keeps the address and says so when the removal fails', async () => {
    await start();
    server.use(http.delete(`${API.profile}me/address/:id`, () => HttpResponse.error()));
    fireEvent.click(screen.getByRole('button', { name: /^Видалити адресу/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Так, видалити' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveProperty('textContent', 'Не вдалося видалити адресу. Спробуйте ще раз.');
    expect(listItems()).toHaveLength(1);
  });
});
