import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandRuntime } from '../../runtime/island-runtime';
import { element, mountIslands } from '../product-card/island-test-kit';
import { sessionVitrina, testVitrina } from '../product-card/test-kit';
import { creditBadgeWidget } from './credit-badge-widget';

/** The shop's credit badge (components/credit-badge.tsx), with its no-script content. */
function shopBadge(attributes: Record<string, string> = {}): HTMLElement {
  return element(
    'div',
    { class: 'credit-badge', 'data-widget': 'credit-badge', 'data-product-id': '1001', 'data-credit-months': '24', ...attributes },
    element('span', { class: 'badge badge--credit' }, 'Кредит'),
    element('span', { class: 'credit-term' }, 'Оплата частинами · 24 місяці (сервер)'),
  );
}

let runtime: IslandRuntime | undefined;
let vitrina: Vitrina | undefined;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  runtime?.stop();
  vitrina?.destroy();
  runtime = vitrina = undefined;
  document.body.replaceChildren();
  warn.mockRestore();
});

describe('the credit-badge island', () => {
  it('turns the badge into a button that opens the credit popup for its product', async () => {
    vitrina = testVitrina();
    runtime = await mountIslands(vitrina, creditBadgeWidget, shopBadge());
    const button = screen.getByRole('button', { name: 'Кредит Оплата частинами · 24 місяці' });
    expect(button.getAttribute('title')).toBe('Умови кредиту');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByText(/сервер/)).toBeNull();

    fireEvent.click(button);

    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'credit-info' });
    expect(vitrina.state.selectedProductId.value).toBe(1001);
  });

  it('shows the badge alone when the page gives no term', async () => {
    vitrina = testVitrina({ lang: 'ru' });
    const badge = shopBadge();
    badge.removeAttribute('data-credit-months');
    runtime = await mountIslands(vitrina, creditBadgeWidget, badge);
    expect(within(badge).getByRole('button').textContent).toBe('Кредит');
    expect(within(badge).getByRole('button').getAttribute('title')).toBe('Условия кредита');
  });

  it('hides the badge, element and all, when a corporate user logs in after the page was rendered', async () => {
    const session = sessionVitrina({ role: { slug: 'corporate' } });
    vitrina = session.vitrina;
    const badge = shopBadge();
    runtime = await mountIslands(vitrina, creditBadgeWidget, badge);
    expect(badge.hidden).toBe(false);

    await session.logIn();

    expect(badge.hidden).toBe(true);
    expect(within(badge).queryByRole('button')).toBeNull();
  });

  it('keeps the badge for an ordinary user', async () => {
    const session = sessionVitrina({ role: { slug: 'user' } });
    vitrina = session.vitrina;
    const badge = shopBadge();
    runtime = await mountIslands(vitrina, creditBadgeWidget, badge);
    await session.logIn();
    expect(badge.hidden).toBe(false);
    expect(within(badge).getByRole('button')).toBeTruthy();
  });

  it('is hidden from the start when the page’s snapshot says the shopper is corporate', async () => {
    vitrina = testVitrina();
    act(() => vitrina!.services.auth.hydrate({ loggedIn: true, firstName: 'Ірина', corporate: true, bonuses: null }));
    const badge = shopBadge();
    runtime = await mountIslands(vitrina, creditBadgeWidget, badge);
    expect(badge.hidden).toBe(true);
  });

  it.each([
    ['a product id that is not a number', { 'data-product-id': '1001"><img src=x>' }],
    ['a term that is not a whole number', { 'data-credit-months': 'twelve' }],
  ])('leaves the server’s badge as it is with %s, and names the element in a warning', async (_, attributes) => {
    vitrina = testVitrina();
    runtime = await mountIslands(vitrina, creditBadgeWidget, shopBadge(attributes));
    expect(runtime.size).toBe(0);
    expect(screen.getByText('Оплата частинами · 24 місяці (сервер)')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/credit-badge.*invalid attributes/));
  });
});
