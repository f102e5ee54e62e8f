import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, type Route } from '../../testing/modal-test-kit';
import { DistributorsDialog } from './distributors-dialog';
import { pressButton, scriptedSdks, sessionRoutes, showDialog, tokenCookie } from '../../testing/shop-dialog-test-kit';

const start = scriptedSdks(() => document.body.replaceChildren());

const list = [
  { id: 1, title: 'ERC', url: 'https://erc.example.ua/p/1001', price: 11890, quantity: 14 },
  { id: 2, title: 'Brain', url: 'javascript:alert(1)', price: null, quantity: null },
];

async function setup(distributors: Route, options: { canSee?: boolean; withButton?: boolean } = {}) {
  const api = await start(
    { ...sessionRoutes({ is_user_can_see_distributors: options.canSee ?? true }), 'GET /api/shop/distributors': distributors },
    tokenCookie(),
    true,
  );
  if (options.withButton ?? true) {
    const button = document.createElement('button');
    button.dataset.widget = 'distributors';
    button.dataset.productId = '1001';
    button.dataset.productTitle = 'Смартфон Samsung Galaxy A55 8/256GB';
    document.body.append(button);
  }
  showDialog(api, DistributorsDialog, 1001, 'distributors-title');
  return api;
}

describe('the distributors dialog', () => {
  it('is titled by the product and lists the distributors with quantity and price', async () => {
    const { calls } = await setup(() => ok(list));
    expect(screen.getByRole('heading', { name: 'Смартфон Samsung Galaxy A55 8/256GB' }).id).toBe('distributors-title');
    expect(screen.getByText('Наявність у дистриб’юторів')).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['ERC1411 890 грн', 'Brain——']);
    expect(within(table).getByRole('link', { name: 'ERC' }).getAttribute('href')).toBe('https://erc.example.ua/p/1001');
    // Only web addresses become links.
    expect(within(table).queryByRole('link', { name: 'Brain' })).toBeNull();
    expect(calls.find(({ call }) => call === 'GET /api/shop/distributors')).toBeTruthy();
  });

  it('says when no distributor has the product', async () => {
    await setup(() => ok([]));
    expect(await screen.findByText('Дистриб’ютори не мають цього товару')).toBeTruthy();
  });

  it('falls back to a plain title when the page names no product', async () => {
    await setup(() => ok([]), { withButton: false });
    expect(screen.getByRole('heading', { name: 'Наявність у дистриб’юторів' })).toBeTruthy();
  });

  it('says the list could not be loaded, and loads it again on retry', async () => {
    let answers = 0;
    await setup(() => (answers++ === 0 ? failure(500, 'errors.generic') : ok(list)));
    expect((await screen.findByRole('alert')).textContent).toContain('Помилка завантаження даних');
    await pressButton('Спробувати ще раз');
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows nothing of the list to a user without the right, and asks nothing', async () => {
    const { calls } = await setup(() => ok(list), { canSee: false });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.some(({ call }) => call === 'GET /api/shop/distributors')).toBe(false);
  });
});
