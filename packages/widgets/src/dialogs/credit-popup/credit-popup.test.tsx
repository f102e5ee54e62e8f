import type { Vitrina, VitrinaConfig } from '@vitrina/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderWith, scriptedVitrina, withTexts, type Route } from '../../testing/modal-test-kit';
import { CreditPopup } from './credit-popup';
import { sampleCredits } from '../../testing/sample-credits';

const instances: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of instances.splice(0)) vitrina.destroy();
});

const CREDITS = 'GET /api/shop/products/1001/credits';

async function setup(credits: Route, config: Partial<VitrinaConfig> = {}) {
  const api = await withTexts(scriptedVitrina({ [CREDITS]: credits }, config));
  instances.push(api.vitrina);
  renderWith(api.vitrina, <CreditPopup productId={1001} titleId="credit-title" close={vi.fn()} />);
  return api;
}

const bank = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
const terms = (group: HTMLElement) => within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
const checked = (group: HTMLElement) => within(group).getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)?.closest('label')?.textContent;
const monthly = (group: HTMLElement) => group.querySelector('.vitrina-credit__monthly')?.textContent;

describe('the credit-info popup', () => {
  it('loads the offers, then lists each bank’s terms by months with the first selected', async () => {
    await setup(() => ok(sampleCredits));
    expect(screen.getByRole('heading', { name: 'Купити в кредит' }).id).toBe('credit-title');
    expect(screen.getByRole('status').textContent).toBe('Завантаження…');

    const privat = await screen.findByRole('group', { name: /ПриватБанк/ });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('12 499 грн')).toBeTruthy();
    expect(terms(privat)).toEqual(['3 місяці', '6 місяців', '10 місяців']);
    expect(checked(privat)).toBe('3 місяці');
    expect(monthly(privat)).toBe('Щомісячний платіж: 4 167 грн');
    expect(terms(bank('monobank'))).toEqual(['4 місяці', '12 місяців']);
    expect(monthly(bank('monobank'))).toBe('Щомісячний платіж: 3 125 грн');
  });

  it('shows the monthly payment of the term the shopper picks, at that bank only', async () => {
    await setup(() => ok(sampleCredits));
    const privat = await screen.findByRole('group', { name: /ПриватБанк/ });
    act(() => {
      fireEvent.click(within(privat).getByRole('radio', { name: '10 місяців' }));
    });
    expect(checked(privat)).toBe('10 місяців');
    expect(monthly(privat)).toBe('Щомісячний платіж: 1 250 грн');
    expect(monthly(bank('monobank'))).toBe('Щомісячний платіж: 3 125 грн');
    // The new figure is read out: the radios name only the months.
    expect(privat.querySelector('.vitrina-credit__monthly')?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows an error state when the offers fail to load, and loads them on retry', async () => {
    let answers = 0;
    await setup(() => (answers++ === 0 ? failure(500, 'errors.generic') : ok(sampleCredits)));
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося завантажити кредитні пропозиції');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' })));
    expect(await screen.findByRole('group', { name: /ПриватБанк/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the product has no offers', async () => {
    await setup(() => ok({ price: 12499, credits: [] }));
    expect(await screen.findByText('Для цього товару немає кредитних пропозицій')).toBeTruthy();
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    await setup(() => ok({ price: 'a lot' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    await setup(() => ok(sampleCredits), { lang: 'ru' });
    const privat = await screen.findByRole('group', { name: /ПриватБанк/ });
    expect(screen.getByRole('heading', { name: 'Купить в кредит' })).toBeTruthy();
    expect(terms(privat)).toEqual(['3 месяца', '6 месяцев', '10 месяцев']);
  });
});
