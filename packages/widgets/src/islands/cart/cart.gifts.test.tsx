import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLine, lineOf, openCartPage, settle } from '../../testing/cart-page-test-kit';
import { islandPage } from '../../testing/island-test-kit';
import { sampleCartLines } from '../../testing/sample-cart-lines';

const page = islandPage();
const PHONE = /Samsung Galaxy A55/;
const CHARGER = /Anker 735/;

async function cartPage(options: Parameters<typeof openCartPage>[1] = {}) {
  const opened = await openCartPage(page, { lines: sampleCartLines(), ...options });
  await screen.findByRole('heading', { name: PHONE });
  return opened;
}

describe('gifts in the cart', () => {
  it('marks a line’s gift, and offers to buy a line whose gifts have run out without the gift', async () => {
    await cartPage();

    expect(inLine(PHONE).getByText('Подарунок: Чохол-книжка')).toBeTruthy();
    expect(inLine(PHONE).queryByRole('button', { name: 'Купити без подарунка' })).toBeNull();
    expect(inLine(CHARGER).getByText('На жаль, подарунки закінчилися. Товар можна придбати без подарунка')).toBeTruthy();
    expect(inLine(CHARGER).queryByText(/Подарунок:/)).toBeNull();
  });

  it('keeps the line without its gift through the cart’s queue, busy until the cart answers', async () => {
    const { api, vitrina } = await cartPage();
    const release = api.hold();

    await act(async () => {
      fireEvent.click(inLine(CHARGER).getByRole('button', { name: 'Купити без подарунка' }));
      fireEvent.click(inLine(CHARGER).getByRole('button', { name: 'Купити без подарунка' }));
    });
    expect(lineOf(CHARGER).getAttribute('aria-busy')).toBe('true');
    expect(inLine(CHARGER).getByRole('button', { name: 'Купити без подарунка' }).getAttribute('aria-busy')).toBe('true');

    release();
    await settle(vitrina);
    const sent = api.changes();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: 'cart/without_gift', body: { cart_id: api.cartId, product_id: 3020, without_gift: true } });
    expect(sent[0]?.key).toBeTruthy();
    expect(inLine(CHARGER).getByText('Без подарунка')).toBeTruthy();
    expect(inLine(CHARGER).queryByText(/подарунки закінчилися/)).toBeNull();
    expect(lineOf(CHARGER).getAttribute('aria-busy')).toBe('false');
  });

  it('keeps the offer and tells why when the cart refuses', async () => {
    const { api, vitrina } = await cartPage({ lang: 'ru', lines: sampleCartLines('ru') });
    api.refuseNext(404, 'errors.nothing_found');
    fireEvent.click(inLine(CHARGER).getByRole('button', { name: 'Купить без подарка' }));
    await settle(vitrina);

    expect(inLine(CHARGER).getByRole('button', { name: 'Купить без подарка' }).getAttribute('aria-busy')).toBe('false');
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось изменить «Зарядное устройство Anker 735 65W». Ничего не найдено');
  });
});
