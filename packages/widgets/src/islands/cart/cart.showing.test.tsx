import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartIsland, inLine, lineOf, openCartPage } from '../../testing/cart-page-test-kit';
import { fakeCartPageApi } from '../../testing/fake-cart-page-api';
import { islandPage, mountIslands } from '../../testing/island-test-kit';
import { sampleCartLines } from '../../testing/sample-cart-lines';
import { sampleUser } from '../../testing/sample-user';
import { testVitrina } from '../../testing/test-vitrina';
import { cartWidget } from './cart-widget';

const page = islandPage();
const PHONE = /Samsung Galaxy A55/;
const HEADPHONES = /JBL Tune 520BT/;
const CHARGER = /Anker 735/;

/** Lets a check that something did not show wait until it could have. */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the cart island shows the cart', () => {
  it('groups the lines by supplier, each with its picture, product link, prices and quantity', async () => {
    await openCartPage(page, { lines: sampleCartLines() });

    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Продавець: Vitrina', 'Продавець: Alloy Trade', 'Промокод', 'Реферальний код']);
    expect(screen.queryByText('Кошик (сервер)')).toBeNull();

    const phone = inLine(PHONE);
    expect(phone.getByRole('link', { name: PHONE }).getAttribute('href')).toBe('/samsung-galaxy-a55-navy');
    expect(lineOf(PHONE).querySelector('img')?.getAttribute('src')).toBe('/images/products/a55.webp');
    expect(phone.getByText(/^Ціна:/).textContent).toBe('Ціна: Стара ціна: 17 999 грн 16 499 грн');
    // The line: one phone and its screen protector.
    expect(phone.getByText('16 848 грн')).toBeTruthy();
    expect(phone.getByRole<HTMLInputElement>('textbox', { name: 'Кількість' }).value).toBe('1');
    expect(phone.getByRole('group', { name: 'Кількість товару «Смартфон Samsung Galaxy A55 8/256GB Navy»' })).toBeTruthy();
    expect(phone.getByRole('button', { name: 'Видалити «Смартфон Samsung Galaxy A55 8/256GB Navy» з кошика' })).toBeTruthy();

    const headphones = inLine(HEADPHONES);
    expect(headphones.getByRole<HTMLInputElement>('textbox', { name: 'Кількість' }).value).toBe('2');
    expect(headphones.getByText('3 798 грн')).toBeTruthy();
    expect(lineOf(HEADPHONES).querySelector('img')).toBeNull();
    expect(within(lineOf(CHARGER)).getByRole('link', { name: CHARGER })).toBeTruthy();
  });

  it('shows the services offered with a line as checkboxes, checked while the line holds them', async () => {
    await openCartPage(page, { lines: sampleCartLines() });
    const phone = inLine(await screen.findByRole('heading', { name: PHONE }).then(() => PHONE));

    expect(phone.getByRole('group', { name: 'Додаткові послуги' })).toBeTruthy();
    expect(phone.getByRole<HTMLInputElement>('checkbox', { name: /Захисне скло/ }).checked).toBe(true);
    expect(phone.getByRole<HTMLInputElement>('checkbox', { name: /Розширена гарантія 2 роки/ }).checked).toBe(false);
    expect(phone.getByRole('checkbox', { name: 'Розширена гарантія 2 роки 1 499 грн' })).toBeTruthy();
    expect(inLine(HEADPHONES).queryByRole('checkbox')).toBeNull();
  });

  it('heads no group when one supplier without a title holds every line', async () => {
    const lines = sampleCartLines().map((line) => ({ ...line, supplier: { id: 1 } }));
    await openCartPage(page, { lines });
    await screen.findByRole('heading', { name: PHONE, level: 3 });
    expect(screen.queryByText(/Продавець/)).toBeNull();
    expect(screen.queryByText(/Відправлення/)).toBeNull();
  });

  it('numbers the shipments of suppliers without titles', async () => {
    const lines = sampleCartLines().map((line) => ({ ...line, supplier: { id: line.supplier.id } }));
    await openCartPage(page, { lines });
    expect((await screen.findAllByRole('heading', { name: /Відправлення/ })).map((heading) => heading.textContent)).toEqual([
      'Відправлення 1',
      'Відправлення 2',
    ]);
    expect(screen.getByRole('heading', { name: PHONE, level: 4 })).toBeTruthy();
  });

  it('shows a skeleton, never an empty cart, until the guest’s cart has answered', async () => {
    const api = fakeCartPageApi({ lines: sampleCartLines() });
    const release = api.hold();
    const { vitrina } = await openCartPage(page, { api });

    expect(screen.getByText('Завантаження…')).toBeTruthy();
    await aWhile();
    expect(screen.queryByText('Кошик порожній')).toBeNull();
    expect(document.querySelector('.vitrina-cart')?.getAttribute('aria-busy')).toBe('true');

    release();
    await screen.findByRole('heading', { name: PHONE });
    expect(screen.queryByText('Завантаження…')).toBeNull();
    expect(vitrina.services.cart.current.value?.cart_id).toBe(api.cartId);
  });

  it('waits for a logged-in shopper’s login check and reads their own cart, never showing an empty one meanwhile', async () => {
    const user = sampleUser({ bonuses_count: 500 });
    const api = fakeCartPageApi({ lines: sampleCartLines(), user, balance: 500 });
    const release = api.hold();
    await openCartPage(page, { api, user });

    await aWhile();
    expect(screen.getByText('Завантаження…')).toBeTruthy();
    expect(screen.queryByText('Кошик порожній')).toBeNull();

    release();
    await screen.findByRole('heading', { name: PHONE });
    expect(api.calls.some((call) => call.path === `cart/user/${user.uuid}`)).toBe(true);
  });

  it('is an empty cart with the way back to shopping when there is none', async () => {
    await openCartPage(page, { guestCart: false });

    expect(await screen.findByText('Кошик порожній')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Продовжити покупки' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Оформити замовлення' })).toBeNull();
  });

  it('says the cart could not be read, rather than empty, and reads it again on request', async () => {
    const api = fakeCartPageApi({ lines: sampleCartLines() });
    api.failReads(2);
    await openCartPage(page, { api });

    expect(await screen.findByText('Помилка завантаження даних')).toBeTruthy();
    expect(screen.queryByText('Кошик порожній')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Спробувати ще раз' }).click());
    expect(await screen.findByRole('heading', { name: PHONE })).toBeTruthy();
  });

  it('speaks Russian on a Russian page, with the titles the server gave in Russian', async () => {
    await openCartPage(page, { lines: sampleCartLines('ru'), lang: 'ru' });

    expect(await screen.findByRole('heading', { name: /Наушники JBL/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Продавец: Vitrina' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ваш заказ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: 'Количество' })).toHaveLength(3);
  });

  it.each([
    ['a script address for the checkout', { 'data-checkout-url': 'javascript:alert(1)' }],
    ['a protocol-relative address to go back to', { 'data-continue-url': '//evil.example/' }],
  ])('leaves the server’s view as it is with %s, and names the element in a warning', async (_, attributes) => {
    const api = fakeCartPageApi({ lines: sampleCartLines() });
    page.vitrina = testVitrina({ fetch: api.fetch });
    const island = cartIsland();
    for (const [name, value] of Object.entries(attributes)) island.setAttribute(name, value);
    page.runtime = await mountIslands(page.vitrina, cartWidget, island);

    expect(page.runtime.size).toBe(0);
    expect(screen.getByText('Кошик (сервер)')).toBeTruthy();
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/cart.*invalid attributes/));
  });
});
