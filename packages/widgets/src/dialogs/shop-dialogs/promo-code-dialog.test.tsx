import type { VitrinaConfig } from '@vitrina/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, type Route } from '../../testing/modal-test-kit';
import { PromoCodeDialog } from './promo-code-dialog';
import { pressButton, scriptedSdks, showDialog } from '../../testing/shop-dialog-test-kit';

const start = scriptedSdks();

const CART_ID = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';
const promo = { code: 'SPRING25', kind: 'promo', discount: 500 };
const cart = {
  cart_id: CART_ID,
  suppliers: [{ id: 1, products: [{ id: 1001, choosed_quantity: 1 }] }],
  cart_count: 1,
  promocode: promo,
};

async function setup(routes: Record<string, Route> = {}, options: { config?: Partial<VitrinaConfig>; cartId?: string | null } = {}) {
  const cartId = options.cartId === undefined ? CART_ID : options.cartId;
  // A guest's cart, as the shop's pages keep it.
  const cookieDocument = { cookie: cartId ? `cart_id=${cartId}` : '' };
  const api = await start({ [`GET /api/shop/cart/${CART_ID}`]: () => ok({ ...cart, promocode: null }), ...routes }, { cookieDocument, ...options.config });
  api.vitrina.services.cart.hydrate({ cartId, count: cartId ? 1 : 0, ids: cartId ? [1001] : [] });
  return showDialog(api, PromoCodeDialog, null, 'promo-title');
}

const codeField = () => screen.getByRole('textbox', { name: /Промокод/ }) as HTMLInputElement;
const apply = async (code: string, name = 'Застосувати') => {
  fireEvent.change(codeField(), { target: { value: code } });
  await pressButton(name);
};
const sent = (calls: ReadonlyArray<{ call: string }>) => calls.filter(({ call }) => call.includes('promocode')).map(({ call }) => call);

describe('the promo-code dialog', () => {
  it('checks the code’s length, 4 to 50 characters, before asking the shop', async () => {
    const { calls } = await setup();
    await apply('');
    expect(screen.getByText('Обов’язкове поле')).toBeTruthy();
    await apply('AB1');
    expect(screen.getByText('Промокод має містити щонайменше 4 символи')).toBeTruthy();
    await apply('A'.repeat(51));
    expect(screen.getByText('Промокод може містити не більше 50 символів')).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls)).toEqual([]);
  });

  it('checks the code with the shop, applies it to the cart and shows the discount', async () => {
    const { calls, close } = await setup({
      'POST /api/shop/cart/get_promocode': () => ok(promo),
      'POST /api/shop/cart/promocode': () => ok(cart),
    });
    await apply(' SPRING25 ');
    expect((await screen.findByRole('status')).textContent).toBe('Промокод застосовано: SPRING25. Знижка: 500 грн');
    expect(sent(calls)).toEqual(['POST /api/shop/cart/get_promocode', 'POST /api/shop/cart/promocode']);
    expect(calls.find(({ call }) => call.endsWith('get_promocode'))?.body).toEqual({ cart_id: CART_ID, code: 'SPRING25' });
    fireEvent.click(screen.getByRole('button', { name: 'Добре' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it.each([
    ['errors.promo_code_not_found', 404, 'Промокод не знайдено'],
    ['errors.promo_code_already_used', 409, 'Цей промокод уже використано'],
  ])('says %s in the shopper’s words and keeps the code', async (code, status, text) => {
    const { calls } = await setup({ 'POST /api/shop/cart/get_promocode': () => failure(status, code) });
    await apply('SPRING25');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(codeField().value).toBe('SPRING25');
    expect(sent(calls)).toEqual(['POST /api/shop/cart/get_promocode']);
  });

  it('asks a guest to log in for a referral code', async () => {
    const { calls } = await setup({ 'POST /api/shop/cart/get_promocode': () => ok({ ...promo, kind: 'referral' }) });
    await apply('FRIEND2024');
    expect(await screen.findByText('Щоб застосувати реферальний код, увійдіть в акаунт')).toBeTruthy();
    expect(sent(calls)).toEqual(['POST /api/shop/cart/get_promocode']);
  });

  it('does not claim success when the cart service had no cart to apply it to, though the shop would take the code', async () => {
    const { calls } = await setup({ 'POST /api/shop/cart/get_promocode': () => ok(promo) }, { cartId: null });
    await apply('SPRING25');
    expect((await screen.findByRole('alert')).textContent).toBe('Кошик порожній');
    expect(screen.queryByRole('status')).toBeNull();
    expect(sent(calls)).toEqual([]);
  });

  it('says the cart is empty when there is no cart to apply a code to', async () => {
    await setup({}, { cartId: null });
    await apply('SPRING25');
    expect((await screen.findByRole('alert')).textContent).toBe('Кошик порожній');
  });

  it('speaks Russian', async () => {
    await setup({ 'POST /api/shop/cart/get_promocode': () => failure(404, 'errors.promo_code_not_found') }, { config: { lang: 'ru' } });
    await apply('SPRING25', 'Применить');
    expect((await screen.findByRole('alert')).textContent).toBe('Промокод не найден');
  });
});
