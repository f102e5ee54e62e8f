import { act, screen, within } from '@testing-library/react';
import { createMemoryCookieDocument, type Lang, type User, type Vitrina } from '@vitrina/core';
import { cartWidget } from '../islands/cart/cart-widget';
import type { IslandPage } from './island-test-kit';
import { element, mountIslands } from './island-test-kit';
import { fakeCartPageApi, type FakeCartPageApiOptions, type FakeCartPageApi } from './fake-cart-page-api';
import { testVitrina } from './test-vitrina';

export interface CartPageOptions extends FakeCartPageApiOptions {
  readonly lang?: Lang;
  /** The page was rendered for a logged-in shopper: their session is checked as the page starts. */
  readonly user?: User;
  /** False: a guest who has no cart (no cart cookie). */
  readonly guestCart?: boolean;
  /** The cart API to use (held or failing before the page starts); one of `options` by default. */
  readonly api?: FakeCartPageApi;
}

/**
 * The shop's cart page with the cart island over a fake cart API, as the widgets' script starts
 * it: the page's session and cart hydrated, the login check started, then the islands.
 */
export async function openCartPage(page: IslandPage, options: CartPageOptions = {}): Promise<{ api: FakeCartPageApi; vitrina: Vitrina }> {
  const api = options.api ?? fakeCartPageApi(options);
  const vitrina = cartPageVitrina(api, options);
  page.vitrina = vitrina;
  page.runtime = await mountIslands(vitrina, cartWidget, cartIsland());
  return { api, vitrina };
}

/** An SDK on the cart page of `api`'s cart: a guest's by the cart cookie, or the user's. */
export function cartPageVitrina(api: FakeCartPageApi, options: CartPageOptions = {}): Vitrina {
  const hasCart = options.guestCart !== false;
  const cookies: Record<string, string> = options.user ? { token: 't0k3n' } : hasCart ? { cart_id: api.cartId } : {};
  const vitrina = testVitrina({ fetch: api.fetch, lang: options.lang ?? 'uk', cookieDocument: createMemoryCookieDocument(cookies) });
  vitrina.services.auth.hydrate({ loggedIn: options.user !== undefined, bonuses: options.balance ?? null });
  const cart = api.cart();
  const ids = cart.suppliers.flatMap((supplier) => supplier.products.map((line) => line.id));
  if (hasCart) vitrina.services.cart.hydrate({ cartId: api.cartId, count: cart.cart_count ?? 0, ids });
  void vitrina.services.auth.restore();
  return vitrina;
}

/** The cart page's island element with the server's no-script view inside. */
export function cartIsland(): HTMLElement {
  return element('div', { class: 'cart', 'data-widget': 'cart', 'data-checkout-url': '/checkout', 'data-continue-url': '/' }, 'Кошик (сервер)');
}

/** The line of a product, by its title. */
export function lineOf(title: RegExp | string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  const line = heading.closest('li');
  if (!line) throw new Error(`no line around ${String(title)}`);
  return line;
}

export const inLine = (title: RegExp | string) => within(lineOf(title));

/** Lets every queued cart change and the renders after it finish. */
export async function settle(vitrina: Vitrina): Promise<void> {
  await act(() => vitrina.services.cart.whenIdle());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
