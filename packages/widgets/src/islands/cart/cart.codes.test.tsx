import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openCartPage, settle } from '../../testing/cart-page-test-kit';
import { islandPage } from '../../testing/island-test-kit';
import { sampleCartLines } from '../../testing/sample-cart-lines';
import { sampleUser } from '../../testing/sample-user';

const page = islandPage();
const promoCodes = { VITRINA10: 10, USED2025: 'used' } as const;

async function cartPage(options: Parameters<typeof openCartPage>[1] = {}) {
  const opened = await openCartPage(page, { lines: sampleCartLines(), promoCodes, ...options });
  await screen.findByRole('heading', { name: /Samsung Galaxy A55/ });
  return opened;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

async function typeCode(field: string, code: string, vitrina: Awaited<ReturnType<typeof cartPage>>['vitrina']) {
  fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value: code } });
  await act(async () => fireEvent.submit(screen.getByRole('textbox', { name: field }).closest('form')!));
  await settle(vitrina);
}

describe('the promo code', () => {
  it('is checked for 4 to 50 characters before anything is sent', async () => {
    const { api, vitrina } = await cartPage();

    await typeCode('Промокод', 'ABC', vitrina);
    expect(screen.getByRole('textbox', { name: 'Промокод' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Промокод має містити щонайменше 4 символи')).toBeTruthy();

    await typeCode('Промокод', 'X'.repeat(51), vitrina);
    expect(screen.getByText('Промокод може містити не більше 50 символів')).toBeTruthy();
    expect(api.changes()).toEqual([]);
  });

  it('shows the server’s refusal under the field: not found, already used', async () => {
    const { api, vitrina } = await cartPage();

    await typeCode('Промокод', 'NOSUCHCODE', vitrina);
    expect(screen.getByText('Промокод не знайдено')).toBeTruthy();
    await typeCode('Промокод', 'USED2025', vitrina);
    expect(screen.getByText('Цей промокод уже використано')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Промокод' }).value).toBe('USED2025');
    expect(api.changes().map((call) => call.key).every(Boolean)).toBe(true);
  });

  it('takes its discount off the total once applied, and can be removed', async () => {
    const { vitrina } = await cartPage();

    await typeCode('Промокод', 'VITRINA10', vitrina);
    expect(section('Промокод').getByText('Промокод VITRINA10 застосовано (−2 294 грн)')).toBeTruthy();
    expect(screen.getByText('Знижка').nextElementSibling?.textContent).toBe('−2 294 грн');
    expect(screen.getByText('Разом до сплати').nextElementSibling?.textContent).toBe('20 651 грн');
    // A cart takes one code: the referral code waits until this one goes.
    expect(screen.queryByRole('region', { name: 'Реферальний код' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Видалити промокод' })));
    await settle(vitrina);
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toBeTruthy();
    expect(screen.queryByText('Знижка')).toBeNull();
  });

  it('keeps the keyboard focus in its box when the form gives way to the applied code, and back', async () => {
    const { vitrina } = await cartPage();
    const field = screen.getByRole('textbox', { name: 'Промокод' });
    field.focus();

    await typeCode('Промокод', 'VITRINA10', vitrina);
    const remove = section('Промокод').getByRole('button', { name: 'Видалити промокод' });
    expect(document.activeElement).toBe(remove);

    await act(async () => fireEvent.click(remove));
    await settle(vitrina);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Промокод' }));
  });

  it('leaves the focus where it is when the code changes without the shopper in its box', async () => {
    const { vitrina } = await cartPage();
    const checkout = screen.getByRole('link', { name: 'Оформити замовлення' });
    checkout.focus();

    await act(async () => vitrina.services.cart.applyPromoCode('VITRINA10'));
    await settle(vitrina);
    expect(section('Промокод').getByText(/VITRINA10 застосовано/)).toBeTruthy();
    expect(document.activeElement).toBe(checkout);
  });

  it('says so when the code could not be removed', async () => {
    const { api, vitrina } = await cartPage({ promo: 'VITRINA10' });
    api.refuseNext(422, 'errors.promo_code_remove_failed');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Видалити промокод' })));
    await settle(vitrina);
    expect(screen.getByRole('alert').textContent).toBe('Не вдалося видалити промокод');
    expect(section('Промокод').getByText(/VITRINA10 застосовано/)).toBeTruthy();
  });
});

describe('the referral code', () => {
  it('asks a guest to log in, opening the login modal', async () => {
    const { vitrina, api } = await cartPage();

    expect(section('Реферальний код').getByText(/Щоб застосувати реферальний код, увійдіть в акаунт/)).toBeTruthy();
    expect(section('Реферальний код').queryByRole('textbox')).toBeNull();
    fireEvent.click(section('Реферальний код').getByRole('button', { name: 'Увійти' }));
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' });
    expect(api.changes()).toEqual([]);
  });

  it('is applied for a logged-in shopper', async () => {
    const { api, vitrina } = await cartPage({ user: sampleUser(), balance: 0 });

    await typeCode('Реферальний код', 'VITRINA10', vitrina);
    expect(api.changes().at(-1)).toMatchObject({ path: 'cart/promocode', body: { code: 'VITRINA10' } });
    expect(screen.getByText(/VITRINA10 застосовано/)).toBeTruthy();
  });
});
