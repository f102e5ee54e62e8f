import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { sessionVitrina, testVitrina } from '../../testing/card-test-kit';
import { distributorsWidget } from './distributors-widget';

const page = islandPage();

const title = 'Ноутбук Lenovo <b>IdeaPad</b> "5"';

/** The shop's distributors button (components/product-card.tsx). */
function shopButton(attributes: Record<string, string> = {}): HTMLButtonElement {
  return element(
    'button',
    { type: 'button', class: 'link-button distributors-button', 'data-widget': 'distributors', 'data-product-id': '2002', 'data-product-title': title, ...attributes },
    'Наявність у дистриб’юторів',
  ) as HTMLButtonElement;
}

describe('the distributors island', () => {
  it('stays shown while the login check has not answered (the server rendered it for this user), then opens the modal for its product', async () => {
    const session = sessionVitrina({ is_user_can_see_distributors: true });
    page.vitrina = session.vitrina;
    const button = shopButton();
    page.runtime = await mountIslands(page.vitrina, distributorsWidget, button);
    expect(button.hidden).toBe(false);
    expect(button.textContent).toBe('Наявність у дистриб’юторів');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');

    await session.logIn();
    expect(button.hidden).toBe(false);
    fireEvent.click(button);

    expect(page.vitrina.state.modal.value).toEqual({ open: true, id: 'distributors' });
    expect(page.vitrina.state.selectedProductId.value).toBe(2002);
    // The modal's title stays on the button, as the server wrote it.
    expect(button.getAttribute('data-product-title')).toBe(title);
  });

  it('hides itself when the login check finds a user without the right', async () => {
    const session = sessionVitrina({ is_user_can_see_distributors: false });
    page.vitrina = session.vitrina;
    const button = shopButton();
    page.runtime = await mountIslands(page.vitrina, distributorsWidget, button);
    await session.logIn();
    expect(button.hidden).toBe(true);
  });

  it('hides itself when the user logs out', async () => {
    const session = sessionVitrina({ is_user_can_see_distributors: true });
    page.vitrina = session.vitrina;
    const button = shopButton();
    page.runtime = await mountIslands(page.vitrina, distributorsWidget, button);
    await session.logIn();
    await page.vitrina.services.auth.logout();
    await vi.waitFor(() => expect(button.hidden).toBe(true));
  });

  it('speaks Russian on a Russian page', async () => {
    page.vitrina = testVitrina({ lang: 'ru' });
    const button = shopButton();
    page.runtime = await mountIslands(page.vitrina, distributorsWidget, button);
    expect(button.textContent).toBe('Наличие у дистрибьюторов');
  });

  it.each([
    ['no title', { 'data-product-title': '  ' }],
    ['a product id that is not a number', { 'data-product-id': 'abc' }],
  ])('is left as the server wrote it with %s, and names the element in a warning', async (_, attributes) => {
    page.vitrina = testVitrina();
    const button = shopButton(attributes);
    page.runtime = await mountIslands(page.vitrina, distributorsWidget, button);
    expect(page.runtime.size).toBe(0);
    fireEvent.click(button);
    expect(page.vitrina.state.modal.value.open).toBe(false);
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/distributors.*invalid attributes/));
  });
});
