import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { sessionVitrina, testVitrina } from '../../testing/card-test-kit';
import { creditBadgeWidget } from './credit-badge-widget';

const page = islandPage();

/** The shop's credit badge (components/credit-badge.tsx), with its no-script content. */
function shopBadge(attributes: Record<string, string> = {}): HTMLElement {
  return element(
    'div',
    { class: 'credit-badge', 'data-widget': 'credit-badge', 'data-product-id': '1001', 'data-credit-months': '24', ...attributes },
    element('span', { class: 'badge badge--credit' }, 'Кредит'),
    element('span', { class: 'credit-term' }, 'Оплата частинами · 24 місяці (сервер)'),
  );
}

describe('the credit-badge island', () => {
  it('turns the badge into a button that opens the credit popup for its product', async () => {
    page.vitrina = testVitrina();
    page.runtime = await mountIslands(page.vitrina, creditBadgeWidget, shopBadge());
    const button = screen.getByRole('button', { name: 'Кредит Оплата частинами · 24 місяці' });
    expect(button.getAttribute('title')).toBe('Умови кредиту');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByText(/сервер/)).toBeNull();

    fireEvent.click(button);

    expect(page.vitrina.state.modal.value).toEqual({ open: true, id: 'credit-info' });
    expect(page.vitrina.state.selectedProductId.value).toBe(1001);
  });

  it('shows the badge alone when the page gives no term', async () => {
    page.vitrina = testVitrina({ lang: 'ru' });
    const badge = shopBadge();
    badge.removeAttribute('data-credit-months');
    page.runtime = await mountIslands(page.vitrina, creditBadgeWidget, badge);
    expect(within(badge).getByRole('button').textContent).toBe('Кредит');
    expect(within(badge).getByRole('button').getAttribute('title')).toBe('Условия кредита');
  });

  it('hides the badge, element and all, when a corporate user logs in after the page was rendered', async () => {
    const session = sessionVitrina({ role: { slug: 'corporate' } });
    page.vitrina = session.vitrina;
    const badge = shopBadge();
    page.runtime = await mountIslands(page.vitrina, creditBadgeWidget, badge);
    expect(badge.hidden).toBe(false);

    await session.logIn();

    expect(badge.hidden).toBe(true);
    expect(within(badge).queryByRole('button')).toBeNull();
  });

  it('keeps the badge for an ordinary user', async () => {
    const session = sessionVitrina({ role: { slug: 'user' } });
    page.vitrina = session.vitrina;
    const badge = shopBadge();
    page.runtime = await mountIslands(page.vitrina, creditBadgeWidget, badge);
    await session.logIn();
    expect(badge.hidden).toBe(false);
    expect(within(badge).getByRole('button')).toBeTruthy();
  });

  it('is hidden from the start when the page’s snapshot says the shopper is corporate', async () => {
    page.vitrina = testVitrina();
    act(() => page.vitrina!.services.auth.hydrate({ loggedIn: true, firstName: 'Ірина', corporate: true, bonuses: null }));
    const badge = shopBadge();
    page.runtime = await mountIslands(page.vitrina, creditBadgeWidget, badge);
    expect(badge.hidden).toBe(true);
  });

  it.each([
    ['a product id that is not a number', { 'data-product-id': '1001"><img src=x>' }],
    ['a term that is not a whole number', { 'data-credit-months': 'twelve' }],
  ])('leaves the server’s badge as it is with %s, and names the element in a warning', async (_, attributes) => {
    page.vitrina = testVitrina();
    page.runtime = await mountIslands(page.vitrina, creditBadgeWidget, shopBadge(attributes));
    expect(page.runtime.size).toBe(0);
    expect(screen.getByText('Оплата частинами · 24 місяці (сервер)')).toBeTruthy();
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/credit-badge.*invalid attributes/));
  });
});
