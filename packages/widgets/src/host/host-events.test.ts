import { signal } from '@preact/signals-react';
import { createMemoryCookieDocument, GUEST_CART_COOKIE, type User, type Vitrina } from '@vitrina/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostEventDetails, HostEventName } from '../contract/host-api';
import { quietWarnings } from '../testing/quiet-warnings';
import { fakeCartServer } from '../testing/test-cart-server';
import { sampleUser } from '../testing/sample-user';
import { testVitrina } from '../testing/test-vitrina';
import { connectHost } from './host-connection';

// The vitrina:* events as the page hears them, from a real SDK (its services, its state, its sync
// between tabs), on the test's document.

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Every `vitrina:*` event of `names` the page hears, in order. */
function listen(...names: HostEventName[]) {
  const heard: { name: string; detail: unknown }[] = [];
  const listener = (event: Event) => heard.push({ name: event.type, detail: (event as CustomEvent).detail });
  for (const name of names) document.addEventListener(name, listener);
  stops.push(() => {
    for (const name of names) document.removeEventListener(name, listener);
  });
  return heard;
}

function connected(vitrina: Vitrina) {
  stops.push(() => vitrina.destroy());
  return connectHost(document, { vitrina, ready: Promise.resolve(), widgets: [] }, '1.2.3');
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits until the page heard `count` events, or fails after a while. */
async function heardAtLeast(heard: readonly unknown[], count: number) {
  for (let tries = 0; heard.length < count && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return heard;
}

function isDeepFrozen(value: unknown): boolean {
  return typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(isDeepFrozen));
}

describe('vitrina:cart-changed', () => {
  it('tells the ids, the count and the line that changed after a buy and a change of quantity in this tab', async () => {
    const server = fakeCartServer();
    const vitrina = testVitrina({ fetch: server.fetch });
    connected(vitrina);
    const heard = listen('vitrina:cart-changed');

    await vitrina.services.cart.add(5);
    await turn();
    await vitrina.services.cart.setQuantity(5, 3);
    await turn();

    expect(heard).toEqual([
      { name: 'vitrina:cart-changed', detail: { cartId: server.cartId, ids: [5], count: 1, line: { productId: 5, quantity: 1, previousQuantity: 0 } } },
      { name: 'vitrina:cart-changed', detail: { cartId: server.cartId, ids: [5], count: 3, line: { productId: 5, quantity: 3, previousQuantity: 1 } } },
    ]);
  });

  it('holds frozen plain copies: changing or keeping the detail touches nothing of the SDK', async () => {
    const server = fakeCartServer();
    const vitrina = testVitrina({ fetch: server.fetch });
    connected(vitrina);
    const heard = listen('vitrina:cart-changed');
    await vitrina.services.cart.add(5);
    await turn();

    const detail = heard[0]!.detail as HostEventDetails['vitrina:cart-changed'];
    expect(isDeepFrozen(detail)).toBe(true);
    expect(detail.ids).not.toBe(vitrina.state.cart.ids.value);
    expect(Object.getPrototypeOf(detail)).toBe(Object.prototype);
    expect(() => (detail.ids as number[]).push(6)).toThrow(TypeError);
    expect(vitrina.state.cart.ids.value).toEqual([5]);
  });

  it('tells nothing when the server’s first answer agrees with the page’s own cart, and the change after it', async () => {
    const server = fakeCartServer();
    server.seed(7);
    const cookies = createMemoryCookieDocument();
    cookies.cookie = `${GUEST_CART_COOKIE}=${server.cartId}`;
    const vitrina = testVitrina({ fetch: server.fetch, cookieDocument: cookies });
    vitrina.services.cart.hydrate({ cartId: server.cartId, count: 1, ids: [7] });
    connected(vitrina);
    const heard = listen('vitrina:cart-changed');

    await vitrina.services.cart.reload();
    await turn();
    expect(heard).toEqual([]);

    await vitrina.services.cart.setQuantity(7, 2);
    await turn();
    expect(heard.map(({ detail }) => detail)).toEqual([{ cartId: server.cartId, ids: [7], count: 2, line: { productId: 7, quantity: 2, previousQuantity: 1 } }]);
  });

  it('fires for another tab’s buy too (the tabs’ BroadcastChannel), so the page’s counter follows', async () => {
    const server = fakeCartServer();
    // Two tabs of one browser: the same cookies (the guest cart's id), the same shop.
    const cookies = createMemoryCookieDocument();
    const here = testVitrina({ fetch: server.fetch, cookieDocument: cookies });
    const other = testVitrina({ fetch: server.fetch, cookieDocument: cookies });
    stops.push(() => other.destroy());
    connected(here);
    const heard = listen('vitrina:cart-changed');

    await other.services.cart.add(9);
    await heardAtLeast(heard, 1);

    expect(heard.map(({ detail }) => detail)).toEqual([{ cartId: server.cartId, ids: [9], count: 1, line: { productId: 9, quantity: 1, previousQuantity: 0 } }]);
    expect(here.state.cartCount.value).toBe(1);
  });
});

describe('vitrina:favorites-changed and vitrina:compares-changed', () => {
  it('tell the list’s ids and count after each toggle', async () => {
    const vitrina = testVitrina({ fetch: () => Promise.resolve(Response.json({ success: true, data: [] })) });
    connected(vitrina);
    const heard = listen('vitrina:favorites-changed', 'vitrina:compares-changed');

    await vitrina.services.favorites.toggle(4);
    await turn();
    await vitrina.services.compares.toggle(8);
    await turn();
    await vitrina.services.favorites.toggle(4);
    await turn();

    expect(heard).toEqual([
      { name: 'vitrina:favorites-changed', detail: { ids: [4], count: 1 } },
      { name: 'vitrina:compares-changed', detail: { ids: [8], count: 1 } },
      { name: 'vitrina:favorites-changed', detail: { ids: [], count: 0 } },
    ]);
  });
});

describe('vitrina:modal-opened and vitrina:modal-closed', () => {
  it('tell which modal, and the product for a product’s modal', async () => {
    const vitrina = testVitrina({ fetch: () => Promise.reject(new Error('offline')) });
    connected(vitrina);
    const heard = listen('vitrina:modal-opened', 'vitrina:modal-closed');

    vitrina.services.ui.openModal('credit-info', 12);
    await turn();
    vitrina.services.ui.openModal('login');
    await turn();
    void vitrina.services.ui.closeModal();
    await turn();

    expect(heard).toEqual([
      { name: 'vitrina:modal-opened', detail: { id: 'credit-info', productId: 12 } },
      { name: 'vitrina:modal-closed', detail: { id: 'credit-info', productId: 12 } },
      { name: 'vitrina:modal-opened', detail: { id: 'login', productId: null } },
      { name: 'vitrina:modal-closed', detail: { id: 'login', productId: null } },
    ]);
  });
});

describe('vitrina:login, vitrina:logout and vitrina:account-switched', () => {
  /** A session as the auth service shows it: its status and user signals. */
  function session(status: 'unknown' | 'guest' | 'user', user: User | null) {
    const auth = { status: signal(status), user: signal(user) };
    const vitrina = testVitrina({ fetch: () => Promise.reject(new Error('offline')) });
    connected({ ...vitrina, services: { ...vitrina.services, auth } } as unknown as Vitrina);
    return auth;
  }
  const iryna = sampleUser();
  const petro = sampleUser({ uuid: '0b7e7c1a-0000-4000-8000-000000000002', first_name: 'Петро', email: 'petro@example.ua' });
  const asPage = (user: User) => ({ uuid: user.uuid, firstName: user.first_name, lastName: user.last_name, email: user.email });

  it('tell a login, a switch of account and a logout, with data of the user only', async () => {
    const auth = session('guest', null);
    const heard = listen('vitrina:login', 'vitrina:logout', 'vitrina:account-switched');

    auth.user.value = iryna;
    auth.status.value = 'user';
    await turn();
    auth.user.value = petro;
    await turn();
    auth.status.value = 'guest';
    auth.user.value = null;
    await turn();

    expect(heard).toEqual([
      { name: 'vitrina:login', detail: { user: asPage(iryna) } },
      { name: 'vitrina:account-switched', detail: { user: asPage(petro), previous: asPage(iryna) } },
      { name: 'vitrina:logout', detail: { user: asPage(petro) } },
    ]);
  });

  it('tell nothing for the page load’s session check', async () => {
    const auth = session('unknown', null);
    const heard = listen('vitrina:login', 'vitrina:logout', 'vitrina:account-switched');
    auth.status.value = 'user';
    auth.user.value = iryna;
    await turn();
    expect(heard).toEqual([]);
  });
});

describe('a page’s listener that throws', () => {
  const warnings = quietWarnings();

  it('breaks neither the widgets’ state nor the next events', async () => {
    const server = fakeCartServer();
    const vitrina = testVitrina({ fetch: server.fetch });
    connected(vitrina);
    const heard = listen('vitrina:cart-changed');
    const failing = vi.fn(() => {
      throw new Error('the page’s own bug');
    });
    document.addEventListener('vitrina:cart-changed', failing);
    stops.push(() => document.removeEventListener('vitrina:cart-changed', failing));

    await expect(vitrina.services.cart.add(5)).resolves.toMatchObject({ status: 'added' });
    await turn();
    await expect(vitrina.services.cart.add(6)).resolves.toMatchObject({ status: 'added' });
    await turn();

    expect(failing).toHaveBeenCalledTimes(2);
    expect(heard.map(({ detail }) => (detail as { ids: number[] }).ids)).toEqual([[5], [5, 6]]);
    expect(vitrina.state.cart.ids.value).toEqual([5, 6]);
    expect(server.calls.map((call) => call.path)).toEqual(['cart/create', `cart/update/${server.cartId}`]);
    // A browser reports the listener's error itself; this DOM throws it out of dispatchEvent, where it is reported.
    expect(warnings.mock.calls.map(([message]) => message)).toEqual(['Vitrina: a vitrina:cart-changed listener failed', 'Vitrina: a vitrina:cart-changed listener failed']);
  });
});
