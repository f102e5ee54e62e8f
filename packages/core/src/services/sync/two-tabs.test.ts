import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createVitrina, type Vitrina } from '../../create-vitrina';
import { createLocalStore, type StorageEventLike, type StorageLike } from '../../storage/local-store';
import { sampleUser } from '../../schemas/test-samples';
import { createMemoryCookieDocument } from '../../storage/cookie-jar';
import { TEST_API } from '../catalog/test-service-context';

/**
 * One browser as Chromium runs it: each tab reads localStorage from a copy of its own, which
 * another tab's write reaches later, with the `storage` event; a BroadcastChannel message may
 * arrive before that. `deliver()` passes the writes on; `autoDeliver` does it a macrotask later.
 */
function fakeBrowser(options: { autoDeliver: boolean }) {
  interface Tab {
    readonly values: Map<string, string>;
    readonly listeners: Set<(event: StorageEventLike) => void>;
    readonly area: StorageLike;
  }
  const tabs: Tab[] = [];
  let queued: { to: Tab; key: string; value: string | null }[] = [];

  function deliver(): void {
    const now = queued;
    queued = [];
    for (const { to, key, value } of now) {
      if (value === null) to.values.delete(key);
      else to.values.set(key, value);
      for (const listener of [...to.listeners]) listener({ key, storageArea: to.area });
    }
  }

  function send(from: Tab, key: string, value: string | null): void {
    for (const to of tabs) if (to !== from) queued.push({ to, key, value });
    if (options.autoDeliver) setTimeout(deliver, 0);
  }

  /**
   * Channels by name; a message reaches the other channels of that name on a microtask, or, while
   * `freeze()` holds them (a tab frozen in the background), once `thaw()` lets them go.
   */
  const channels = new Set<FakeChannel>();
  let frozen: (() => void)[] | null = null;
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      channels.add(this);
    }
    postMessage(data: unknown): void {
      const copy = structuredClone(data);
      for (const other of channels) {
        if (other === this || other.name !== this.name) continue;
        const arrive = () => other.onmessage?.({ data: copy } as MessageEvent);
        if (frozen) frozen.push(arrive);
        else queueMicrotask(arrive);
      }
    }
    close(): void {
      channels.delete(this);
    }
  }

  function openTab() {
    const values = new Map<string, string>();
    const listeners = new Set<(event: StorageEventLike) => void>();
    const area: StorageLike = {
      getItem: (key) => values.get(key) ?? null,
      setItem(key, value) {
        values.set(key, value);
        send(tab, key, value);
      },
      removeItem(key) {
        values.delete(key);
        send(tab, key, null);
      },
    };
    const tab: Tab = { values, listeners, area };
    tabs.push(tab);
    const window = {
      addEventListener: (_type: 'storage', listener: (event: StorageEventLike) => void) => listeners.add(listener),
      removeEventListener: (_type: 'storage', listener: (event: StorageEventLike) => void) => listeners.delete(listener),
    };
    return createLocalStore({ storage: area, window });
  }

  function freeze(): void {
    frozen = [];
  }

  function thaw(): void {
    const held = frozen ?? [];
    frozen = null;
    for (const arrive of held) arrive();
  }

  return { FakeChannel, openTab, deliver, freeze, thaw };
}

const open: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of open.splice(0)) vitrina.destroy();
  vi.unstubAllGlobals();
});

function twoTabs(options: { autoDeliver: boolean }) {
  const browser = fakeBrowser(options);
  vi.stubGlobal('BroadcastChannel', browser.FakeChannel);
  const tab = () => {
    const vitrina = createVitrina({ api: TEST_API, storage: browser.openTab(), cookieDocument: { cookie: '' }, retryLimit: 0 });
    open.push(vitrina);
    return vitrina;
  };
  return { a: tab(), b: tab(), deliver: browser.deliver };
}

const favourites = (vitrina: Vitrina) => vitrina.state.favorites.ids.value;
const compared = (vitrina: Vitrina) => vitrina.state.compares.ids.value;

describe('a guest’s lists in two tabs of one browser (two SDK instances)', () => {
  it('a tab that re-read the other tab’s change announces its own next change at once', async () => {
    const { a, b } = twoTabs({ autoDeliver: true });
    expect(a.services.sync.transport).toBe('broadcast-channel');

    await b.services.favorites.toggle(101, { categoryId: 14 });
    await expect.poll(() => favourites(a)).toEqual([101]);

    // Right away (well within any echo window), the first tab takes it out again.
    await a.services.favorites.toggle(101);
    expect(favourites(a)).toEqual([]);
    await expect.poll(() => favourites(b)).toEqual([]);

    // And both ways, on and on.
    await b.services.favorites.toggle(102, { categoryId: 14 });
    await expect.poll(() => favourites(a)).toEqual([102]);
    await a.services.compares.toggle(201, { categoryId: 20 });
    await expect.poll(() => compared(b)).toEqual([201]);
    await b.services.compares.toggle(201);
    await expect.poll(() => compared(a)).toEqual([]);
  });

  it('a tab whose re-read came before the other tab’s write could be read picks the list up when the write arrives', async () => {
    const { a, b, deliver } = twoTabs({ autoDeliver: false });

    await b.services.favorites.toggle(101, { categoryId: 14 });
    // The message came first: the re-read it caused still found the old list.
    await vi.waitFor(() => expect(favourites(a)).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(favourites(a)).toEqual([]);

    deliver();
    expect(favourites(a)).toEqual([101]);
    expect(a.storage.read('favoritesList', z.unknown())).toEqual({ products: [{ id: 101, category_id: 14 }] });

    // Its own change afterwards still goes out.
    await a.services.favorites.toggle(101);
    deliver();
    await expect.poll(() => favourites(b)).toEqual([]);
  });

  it('does not re-read a list another tab removed (a login or logout there)', async () => {
    const { a, b, deliver } = twoTabs({ autoDeliver: false });
    await b.services.favorites.toggle(101, { categoryId: 14 });
    deliver();
    expect(favourites(a)).toEqual([101]);

    b.storage.remove('favoritesList');
    deliver();
    expect(favourites(a)).toEqual([101]);
  });
});

describe('a session in two tabs of one browser (one cookie jar)', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  /** A tab whose login check (`me`) waits for `hold` when given; the other calls answer at once. */
  function sessionTab(browser: ReturnType<typeof fakeBrowser>, cookieDocument: { cookie: string }, hold?: Promise<void>) {
    const user = sampleUser();
    let logins = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'https://shop.test').pathname;
      if (path.endsWith('/profile/login')) return json({ success: true, data: { token: `token-${(logins += 1)}`, is_sign_up: false } });
      if (path.endsWith('/profile/me')) {
        await hold;
        return json({ success: true, data: user });
      }
      if (path.endsWith('/bonuses/user/get-bonuses')) return json({ success: true, data: { available_bonuses: 0 } });
      return json({ success: true, data: null });
    }) as typeof globalThis.fetch;
    const vitrina = createVitrina({ api: TEST_API, storage: browser.openTab(), cookieDocument, fetch, retryLimit: 0, onError: () => {}, analytics: () => {} });
    open.push(vitrina);
    return vitrina;
  }

  it('a login check still on its way when the other tab logs out does not bring the session back', async () => {
    const browser = fakeBrowser({ autoDeliver: true });
    vi.stubGlobal('BroadcastChannel', browser.FakeChannel);
    const cookieDocument = createMemoryCookieDocument();
    const a = sessionTab(browser, cookieDocument);
    await a.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });

    let answer!: () => void;
    const b = sessionTab(browser, cookieDocument, new Promise<void>((resolve) => (answer = resolve)));
    const restored = b.services.auth.restore();
    await a.services.auth.logout();
    // The logout's message reaches the other tab.
    await new Promise((resolve) => setTimeout(resolve, 10));

    answer();
    await restored;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(b.state.isLoggedIn.value).toBe(false);
    expect(b.services.auth.user.value).toBeNull();
    // The check asked afresh found no token.
    await vi.waitFor(() => expect(b.services.auth.status.value).toBe('guest'));
    // Nothing of the ended session came back: no token, no user cookie with the shopper's details.
    expect(cookieDocument.cookie).not.toMatch(/(^|; )(token|user)=/);
  });

  it('a logout heard late, by a tab frozen in the background, does not end the login made since', async () => {
    const browser = fakeBrowser({ autoDeliver: true });
    vi.stubGlobal('BroadcastChannel', browser.FakeChannel);
    const cookieDocument = createMemoryCookieDocument();
    const a = sessionTab(browser, cookieDocument);
    const b = sessionTab(browser, cookieDocument);
    await a.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await b.services.auth.restore();
    expect(b.state.isLoggedIn.value).toBe(true);

    browser.freeze();
    await a.services.auth.logout();
    await a.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    expect(cookieDocument.cookie).toMatch(/(^|; )token=token-2(;|$)/);

    browser.thaw();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The new session's cookie and its stored account stay; the late tab checks and joins it.
    expect(cookieDocument.cookie).toMatch(/(^|; )token=token-2(;|$)/);
    expect(a.services.accounts.accounts.value.map((account) => account.token)).toEqual(['token-2']);
    expect(a.state.isLoggedIn.value).toBe(true);
    await vi.waitFor(() => expect(b.state.isLoggedIn.value).toBe(true));
  });

  it('a pre-order saved before a login in one tab reopens there, not in the other tab that follows the login', async () => {
    const browser = fakeBrowser({ autoDeliver: true });
    vi.stubGlobal('BroadcastChannel', browser.FakeChannel);
    const cookieDocument = createMemoryCookieDocument();
    const a = sessionTab(browser, cookieDocument);
    const b = sessionTab(browser, cookieDocument);
    await Promise.all([a.services.auth.restore(), b.services.auth.restore()]);

    expect(a.services.preorders.open(1001)).toEqual({ status: 'login-required' });
    // The saved product reaches the other tab's copy of the storage.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(b.storage.read('savedPreOrderProductId', z.number())).toBe(1001);
    await a.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await vi.waitFor(() => expect(b.state.isLoggedIn.value).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(b.state.modal.value).toEqual({ open: false, id: null });
    // The tab that logged in reopens it once its login modal closes.
    void a.services.ui.closeModal();
    await vi.waitFor(() => expect(a.state.modal.value).toEqual({ open: true, id: 'pre-order' }));
    expect(a.state.selectedProductId.value).toBe(1001);
  });
});
