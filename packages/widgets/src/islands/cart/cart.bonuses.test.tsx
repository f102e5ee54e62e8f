import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openCartPage, settle } from '../../testing/cart-page-test-kit';
import { islandPage } from '../../testing/island-test-kit';
import { sampleCartLines } from '../../testing/sample-cart-lines';
import { sampleUser } from '../../testing/sample-user';

const page = islandPage();
const user = sampleUser({ bonuses_count: 5000 });

/** A logged-in shopper with 5000 bonuses; the cart's goods are 22 945 UAH, so it takes at most 6883. */
async function cartPage(options: Parameters<typeof openCartPage>[1] = {}) {
  const opened = await openCartPage(page, { lines: sampleCartLines(), user, balance: 5000, ...options });
  await screen.findByRole('heading', { name: /Samsung Galaxy A55/ });
  return opened;
}

const bonuses = () => within(screen.getByRole('region', { name: 'Бонуси' }));

async function spend(amount: string, vitrina: Awaited<ReturnType<typeof cartPage>>['vitrina']) {
  fireEvent.change(bonuses().getByRole('textbox', { name: 'Скільки бонусів списати' }), { target: { value: amount } });
  await act(async () => fireEvent.click(bonuses().getByRole('button', { name: 'Списати бонуси' })));
  await settle(vitrina);
}

const fieldError = () => bonuses().getByRole('textbox', { name: 'Скільки бонусів списати' }).getAttribute('aria-describedby');

describe('bonuses on the cart page', () => {
  it('show a logged-in shopper’s balance and the order’s maximum', async () => {
    await cartPage();
    expect(bonuses().getByText('На рахунку: 5000')).toBeTruthy();
    expect(bonuses().getByText('Для цього замовлення — не більше 6883')).toBeTruthy();
    expect(bonuses().getByText('1 бонус = 1 грн')).toBeTruthy();
  });

  it('are not offered to a guest', async () => {
    await openCartPage(page, { lines: sampleCartLines() });
    await screen.findByRole('heading', { name: /Samsung Galaxy A55/ });
    expect(screen.queryByRole('region', { name: 'Бонуси' })).toBeNull();
  });

  it.each([
    ['an amount that is not a whole number', '12.5', 'Вкажіть правильну кількість бонусів', 5000],
    ['more than the balance', '5001', 'На рахунку недостатньо бонусів', 5000],
    ['more than the order takes', '6884', 'Перевищено максимальну кількість бонусів для цього замовлення', 100_000],
  ])('refuse %s before sending it', async (_, amount, message, balance) => {
    const { api, vitrina } = await cartPage({ balance, user: sampleUser({ bonuses_count: balance }) });
    await spend(amount, vitrina);
    expect(bonuses().getByText(message)).toBeTruthy();
    expect(fieldError()).toBeTruthy();
    expect(api.changes()).toEqual([]);
  });

  it('show the server’s refusal under the field', async () => {
    const { api, vitrina } = await cartPage();
    // Spent in another tab meanwhile: the server knows a smaller balance than the page.
    api.setBalance(100);
    await spend('300', vitrina);
    expect(bonuses().getByText('Недостатньо бонусів')).toBeTruthy();
    expect(api.changes()).toHaveLength(1);
  });

  it('come off the total once spent, and can be given back', async () => {
    const { api, vitrina } = await cartPage();
    await spend('1000', vitrina);

    expect(api.changes()[0]).toMatchObject({ method: 'POST', path: 'cart/bonuses', body: { cart_id: api.cartId, amount: 1000 } });
    expect(bonuses().getByText('Списано бонусів: 1000')).toBeTruthy();
    expect(screen.getByText('Оплачено бонусами').nextElementSibling?.textContent).toBe('−1 000 грн');
    expect(screen.getByText('Разом до сплати').nextElementSibling?.textContent).toBe('21 945 грн');

    await act(async () => fireEvent.click(bonuses().getByRole('button', { name: 'Не списувати бонуси' })));
    await settle(vitrina);
    expect(api.changes().at(-1)).toMatchObject({ method: 'DELETE', path: 'cart/bonuses' });
    expect(screen.queryByText('Оплачено бонусами')).toBeNull();
    expect(bonuses().getByRole('textbox', { name: 'Скільки бонусів списати' })).toBeTruthy();
  });

  it('keep the keyboard focus in their box when the amount gives way to the bonuses spent, and back', async () => {
    const { vitrina } = await cartPage();
    bonuses().getByRole('textbox', { name: 'Скільки бонусів списати' }).focus();

    await spend('1000', vitrina);
    const giveBack = bonuses().getByRole('button', { name: 'Не списувати бонуси' });
    expect(document.activeElement).toBe(giveBack);

    await act(async () => fireEvent.click(giveBack));
    await settle(vitrina);
    expect(document.activeElement).toBe(bonuses().getByRole('textbox', { name: 'Скільки бонусів списати' }));
  });

  it('speak Russian on a Russian page', async () => {
    const { vitrina } = await cartPage({ lang: 'ru', lines: sampleCartLines('ru'), user: sampleUser({ bonuses_count: 5000, lang: { code: 'ru' } }) });
    const region = within(screen.getByRole('region', { name: 'Бонусы' }));
    expect(region.getByText('Для этого заказа — не больше 6883')).toBeTruthy();
    fireEvent.change(region.getByRole('textbox', { name: 'Сколько бонусов списать' }), { target: { value: '5001' } });
    await act(async () => fireEvent.click(region.getByRole('button', { name: 'Списать бонусы' })));
    await settle(vitrina);
    expect(region.getByText('На счету недостаточно бонусов')).toBeTruthy();
  });
});
