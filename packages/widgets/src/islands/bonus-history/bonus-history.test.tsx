import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInVitrina } from '../../testing/address-book-test-kit';
import { portalApi, renderBonuses, sampleHistory } from '../../testing/portal-test-kit';
import { mockApi } from '../../testing/sign-in-test-kit';

const server = mockApi();
let vitrina: Vitrina | undefined;
afterEach(() => vitrina?.destroy());

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the bonus-history island', () => {
  it('shows the balance and why it changed, newest first', async () => {
    server.use(...portalApi().handlers);
    vitrina = await signedInVitrina();
    renderBonuses(vitrina);
    expect(screen.getByText('1500 бонусів')).toBeTruthy();
    expect(rows()).toEqual([
      ['03.03.2025', 'Повернено зі скасованого замовлення №1017', '+300'],
      ['15.01.2025', 'Списано на замовлення №1001', '−200'],
      ['01.12.2024', 'Нараховано', '+1 400'],
    ]);
  });

  it('follows the user’s bonuses: the balance read again and any later change of it', async () => {
    const api = portalApi({ history: [{ ...sampleHistory, balance: 1300 }] });
    server.use(...api.handlers);
    vitrina = await signedInVitrina();
    vitrina.services.auth.hydrate({ loggedIn: true, bonuses: 1500 } as never);
    renderBonuses(vitrina);
    expect(await screen.findByText('1300 бонусів')).toBeTruthy();
    act(() => {
      (vitrina!.state.bonusesCount as { value: number | null }).value = 1100;
    });
    expect(screen.getByText('1100 бонусів')).toBeTruthy();
  });

  it('keeps the history when a read fails and tries again on request', async () => {
    const api = portalApi({ history: ['fail', { balance: 0, entries: [] }] });
    server.use(...api.handlers);
    vitrina = await signedInVitrina();
    renderBonuses(vitrina);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Не вдалося завантажити історію бонусів. Спробувати ще раз');
    expect(rows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Змін бонусного рахунку ще не було')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('У вас поки немає бонусів')).toBeTruthy());
  });

  it('speaks Russian on a Russian page', async () => {
    server.use(...portalApi().handlers);
    vitrina = await signedInVitrina({ lang: 'ru' });
    renderBonuses(vitrina);
    expect(screen.getByText('История бонусов')).toBeTruthy();
    expect(rows()[1]).toEqual(['15.01.2025', 'Списано на заказ №1001', '−200']);
  });
});
