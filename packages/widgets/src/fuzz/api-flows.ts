import type { EndpointName } from '../../../core/src/api/endpoints';
import { sampleUser } from '../../../core/src/schemas/test-samples';
import { element } from '../testing/island-test-kit';
import { samplePageConfig } from '../testing/sample-page-config';
import { expect, vi } from 'vitest';
import { HEALTHY_IDS, type FuzzPage, type FuzzPageOptions } from './fuzz-page';

const soon = { interval: 5, timeout: 15_000 };

/** What a shopper does on a page whose API answers some calls with hostile answers. */
export interface ApiFlow {
  /** The calls answered with the case's hostile answer (the first time each is made); null: every call the fake shop does not serve. */
  readonly targets: readonly EndpointName[] | null;
  readonly page: () => FuzzPageOptions;
  /** What the login check finds of the signed-in shopper besides the sample user (no favourites, nothing to compare). */
  readonly user?: Readonly<Record<string, unknown>>;
  /** What the page must reach before the state is taken as "before" (the signed-in shopper restored). */
  prepare?(page: FuzzPage): Promise<void>;
  /** The shopper's action; resolves when its calls are answered and the page has shown the outcome. */
  run(page: FuzzPage): Promise<void>;
  /** What must hold when the SDK had to refuse the hostile answer (the state as it was); `before` is the state before the action. */
  check(page: FuzzPage, before: string, refused: boolean): void;
}

/** The shopper's state as data, to compare before and after an action. */
export function stateOf({ started: { vitrina } }: FuzzPage): string {
  const { state } = vitrina;
  return JSON.stringify({ cart: state.cart.ids.value, count: state.cartCount.value, favorites: state.favorites.ids.value, compares: state.compares.ids.value, loggedIn: state.isLoggedIn.value });
}

/** Waits until no call of the SDK has been sent for a moment (a stalled one ends at the SDK's time-out). */
async function untilQuiet(page: FuzzPage): Promise<void> {
  let seen = -1;
  await vi.waitFor(() => {
    const now = page.api.requests.length;
    const quiet = now === seen;
    seen = now;
    expect(quiet).toBe(true);
  }, { interval: 50, timeout: 15_000 });
}

/** The login check finds the shopper (no favourites, nothing to compare), whatever else is hostile. */
export const healthyMe = (request: Request, user: Readonly<Record<string, unknown>> = {}) =>
  new URL(request.url).pathname.endsWith('/api/profile/me') && request.method === 'GET' ? Response.json({ success: true, data: { ...sampleUser(), favorites: [], compares: [], ...user } }) : undefined;

const signedIn = (page: FuzzPage) => vi.waitFor(() => expect(page.started.vitrina.state.isLoggedIn.value).toBe(true), soon);

function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const API_FLOWS: Readonly<Record<string, ApiFlow>> = {
  /** A guest buys from a card: the cart's add call answers. */
  buy: {
    targets: ['CreateReactCart', 'UpdateReactCart', 'addToCart'],
    page: () => ({}),
    async run(page) {
      page.cards[0]!.querySelector<HTMLButtonElement>('.vitrina-actions__main > .vitrina-button')!.click();
      await vi.waitFor(() => expect(page.started.vitrina.services.cart.pending.has(HEALTHY_IDS[0]).value).toBe(false), soon);
    },
    check(page, before, refused) {
      if (!refused) return;
      expect(stateOf(page), 'a refused add changed the state').toBe(before);
      expect(page.cartLink.getAttribute('data-count')).toBe('0');
      expect(page.cards[0]!.querySelector('.vitrina-button--done')).toBeNull();
    },
  },
  /** A signed-in shopper adds a card's product to the favourites: the list's add call answers. */
  favourite: {
    targets: ['addToFavoriteList'],
    page: () => ({ cookies: { token: 't0k3n' } }),
    prepare: signedIn,
    async run(page) {
      page.cards[0]!.querySelector<HTMLButtonElement>('.vitrina-toggle--favorites')!.click();
      await untilQuiet(page);
    },
    check(page, before, refused) {
      if (!refused) return;
      expect(stateOf(page), 'a refused toggle changed the state').toBe(before);
      expect(page.cards[0]!.querySelector('.vitrina-toggle--listed')).toBeNull();
    },
  },
  /** A shopper opens the search and types: the results come from the search call. */
  search: {
    targets: ['searchLoadProducts'],
    page: () => ({ after: [element('a', { href: '/search', 'data-widget': 'search-opener' }), element('div', { 'data-widget': 'modal-host' })] }),
    async run(page) {
      document.querySelector<HTMLElement>('[data-widget="search-opener"]')!.click();
      const input = await vi.waitFor(() => {
        const found = document.querySelector<HTMLInputElement>('input[role="combobox"]');
        expect(found).not.toBeNull();
        return found!;
      }, soon);
      typeInto(input, 'galaxy');
      await vi.waitFor(() => expect(page.api.requests.some(({ path }) => path.endsWith('/search/load_products'))).toBe(true), soon);
      await untilQuiet(page);
    },
    check(page, before) {
      expect(stateOf(page)).toBe(before);
    },
  },
  /** The favourites page lists a signed-in shopper's favourites. */
  'favorites-list': {
    targets: null,
    user: { favorites: [120455, 98011] },
    page: () => ({
      cookies: { token: 't0k3n' },
      configText: JSON.stringify(samplePageConfig({ page: 'favorites', snapshot: { loggedIn: true, favorites: [120455, 98011] } })),
      after: [element('div', { 'data-widget': 'favorites-list', 'data-ids': '120455,98011' })],
    }),
    prepare: signedIn,
    run: untilQuiet,
    check() {},
  },
  /** The compare page shows a guest's compare list. */
  'compare-table': {
    targets: null,
    page: () => ({
      configText: JSON.stringify(samplePageConfig({ page: 'compare', snapshot: { compares: [120455, 120460] } })),
      after: [element('div', { 'data-widget': 'compare-table', 'data-category-id': '14', 'data-compare-ids': '120455,120460', 'data-compare-categories': JSON.stringify([{ id: 14, title: 'Смартфони', count: 2 }]) })],
    }),
    run: untilQuiet,
    check() {},
  },
  /** The cart page shows a guest's cart. */
  'cart-page': {
    targets: null,
    page: () => ({
      cookies: { cart_id: 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90' },
      configText: JSON.stringify(samplePageConfig({ page: 'cart', snapshot: { cartId: 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90', cartCount: 1, cartIds: [120455] } })),
      after: [element('div', { 'data-widget': 'cart' })],
    }),
    run: untilQuiet,
    check() {},
  },
  /** A signed-in shopper opens the account menu. */
  'user-menu': {
    targets: null,
    page: () => ({ cookies: { token: 't0k3n' }, after: [element('div', { 'data-widget': 'user-menu' })] }),
    prepare: signedIn,
    async run(page) {
      document.querySelector<HTMLElement>('[data-widget="user-menu"] button')?.click();
      await untilQuiet(page);
    },
    check() {},
  },
};
