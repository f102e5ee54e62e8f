import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutApi, checkoutVitrina, STORES } from '../../testing/checkout-test-kit';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { mockApi } from '../../testing/sign-in-test-kit';
import { checkoutWidget } from './checkout-widget';

const server = mockApi();
// A draft the last test's island was still saving may land after its clean-up.
beforeEach(() => sessionStorage.clear());
const page = islandPage();
afterEach(() => sessionStorage.clear());

/** The shop's checkout form with its own no-script field, as the page renders it. */
function shopForm(attributes: Record<string, string>) {
  return element(
    'form',
    { method: 'post', action: '/checkout', 'data-widget': 'checkout', 'data-cart-id': 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90', ...attributes },
    element('label', { for: 'comment' }, 'Коментар'),
    element('textarea', { id: 'comment', name: 'comment' }),
  );
}

describe('the checkout widget', () => {
  it('takes over the page’s form, with the shops and the city name from its attributes and what was typed before', async () => {
    server.use(...checkoutApi().handlers);
    page.vitrina = await checkoutVitrina();
    const form = shopForm({ 'data-stores': JSON.stringify(STORES), 'data-city-title': 'Київ' });
    (form.querySelector('textarea') as HTMLTextAreaElement).value = 'Під’їзд з двору';
    page.runtime = await mountIslands(page.vitrina, checkoutWidget, form);
    await screen.findByRole('tablist');
    expect((screen.getByRole('combobox', { name: /Місто/ }) as HTMLInputElement).value).toBe('Київ');
    expect((screen.getByLabelText('Коментар до замовлення') as HTMLTextAreaElement).value).toBe('Під’їзд з двору');
    expect((form as HTMLFormElement).noValidate).toBe(true);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('leaves the page’s own form and names the element when the shops are not a JSON list', async () => {
    page.vitrina = await checkoutVitrina();
    const form = shopForm({ 'data-stores': '[{"id": "one"}' });
    page.runtime = await mountIslands(page.vitrina, checkoutWidget, form);
    expect(form.querySelector('textarea[name="comment"]')).not.toBeNull();
    expect(page.warn).toHaveBeenCalledTimes(1);
    expect(String(page.warn.mock.calls[0]?.[0])).toMatch(/checkout.*stores/);
  });
});
