import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { createVitrina } from '../../create-vitrina';
import type { Cart } from '../../schemas/cart';
import { sampleUser } from '../../schemas/test-samples';
import { userSchema } from '../../schemas/user';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore } from '../../storage/types';
import { TEST_API, testServiceContext } from '../catalog/test-service-context';
import type { ServiceContext } from '../service-context';
import type { ServiceEventMap } from '../service-events';
import { createCrossTabSync } from './create-cross-tab-sync';
import { digestOf, SYNC_PULSE_KEY } from './sync-message';

const CHANNEL = `vitrina:${TEST_API.profile}|${TEST_API.shop}`;
const open: { stop(): void }[] = [];
afterEach(() => {
  for (const item of open.splice(0)) item.stop();
  vi.unstubAllGlobals();
});

const user = z.parse(userSchema, sampleUser());
const cart = (quantity: number): Cart => ({ cart_id: 'cart-1', suppliers: [{ products: [{ id: 5, choosed_quantity: quantity }] }] });

let tabs = 0;

/** One tab: a service context with its sync, and what its services were told. */
function tab(options: { storage?: KeyValueStore } = {}) {
  const { context: base } = testServiceContext(options.storage ? { storage: options.storage } : {});
  const name = `tab-${(tabs += 1)}`;
  let ids = 0;
  const context: ServiceContext = { ...base, randomId: () => `${name}-${(ids += 1)}` };
  const heard: { name: keyof ServiceEventMap; payload: unknown }[] = [];
  context.events.on('remote:changed', (payload) => heard.push({ name: 'remote:changed', payload }));
  context.events.on('auth:logout', (payload) => heard.push({ name: 'auth:logout', payload }));
  const sync = createCrossTabSync(context);
  open.push(sync);
  return { events: context.events, state: context.state, storage: context.storage, heard, sync };
}

/** Listens on the channel as a third tab would, to see the raw messages. */
function eavesdrop() {
  const messages: unknown[] = [];
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event) => messages.push(event.data);
  open.push({ stop: () => channel.close() });
  return { messages, post: (message: unknown) => channel.postMessage(message) };
}

const remote = (topic: string) => ({ name: 'remote:changed', payload: { topic } });

describe('cross-tab sync over BroadcastChannel', () => {
  it('tells the other tabs which part changed, never the tab itself', async () => {
    const a = tab();
    const b = tab();
    expect(a.sync.transport).toBe('broadcast-channel');

    a.events.emit('cart:changed', { cart: cart(1) });
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    a.events.emit('lists:changed', { list: 'compares', ids: [5, 6] });
    a.events.emit('auth:login', { user, isSignUp: false, guestCartId: null });

    await expect.poll(() => b.heard).toEqual([remote('cart'), remote('favorites'), remote('compares'), remote('auth')]);
    expect(a.heard).toEqual([]);
  });

  it('logs every other tab out on a logout, without echoing it back', async () => {
    const a = tab();
    const b = tab();
    const c = tab();
    // B's auth service reacting by logging out again, as it might.
    let loggedOut = false;
    b.events.on('auth:logout', () => {
      if (loggedOut) return;
      loggedOut = true;
      queueMicrotask(() => b.events.emit('auth:logout', {}));
    });

    a.events.emit('auth:logout', {});
    a.heard.length = 0;
    await expect.poll(() => b.heard.map((event) => event.name)).toContain('remote:changed');
    await expect.poll(() => c.heard).toEqual([{ name: 'auth:logout', payload: { remote: true } }, remote('auth')]);
    expect(b.heard[0]).toEqual({ name: 'auth:logout', payload: { remote: true } });

    // A marker after the logout: once A hears it, it would have heard any echo before it.
    b.events.emit('lists:changed', { list: 'favorites', ids: [1] });
    await expect.poll(() => a.heard).toEqual([remote('favorites')]);
  });

  it('does not announce again what a tab re-read because another tab changed it', async () => {
    const a = tab();
    const b = tab();
    // B's cart service re-reads on the remote change and reports the cart it found.
    b.events.on('remote:changed', ({ topic }) => {
      if (topic === 'cart') queueMicrotask(() => b.events.emit('cart:changed', { cart: cart(2) }));
    });

    a.events.emit('cart:changed', { cart: cart(2) });
    await expect.poll(() => b.heard).toEqual([remote('cart')]);

    // B's own change afterwards does go out.
    b.events.emit('cart:changed', { cart: cart(3) });
    await expect.poll(() => a.heard).toEqual([remote('cart')]);
  });

  it('does not announce a part that did not change', async () => {
    const a = tab();
    const b = tab();
    a.events.emit('lists:changed', { list: 'compares', ids: [1, 2] });
    a.events.emit('lists:changed', { list: 'compares', ids: [1, 2] });
    a.events.emit('auth:restored', { user });
    a.events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
    a.events.emit('lists:changed', { list: 'compares', ids: [2] });
    await expect.poll(() => b.heard).toEqual([remote('compares'), remote('compares')]);
  });

  it('sends only a topic, a tab id, a nonce and a digest of the cart or list: no tokens, no personal data', async () => {
    const spy = eavesdrop();
    const a = tab();
    a.events.emit('auth:login', { user, isSignUp: true, guestCartId: 'cart-1' });
    a.events.emit('cart:changed', { cart: cart(4) });
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    a.events.emit('auth:logout', {});

    await expect.poll(() => spy.messages).toHaveLength(4);
    const text = JSON.stringify(spy.messages);
    for (const secret of [user.uuid, user.email, user.first_name, user.last_name, user.phone ?? '', 'cart-1', 'token']) {
      expect(text).not.toContain(secret);
    }
    expect(spy.messages.map((message) => Object.keys(message as object).sort())).toEqual([
      ['from', 'nonce', 'topic'],
      ['digest', 'from', 'nonce', 'topic'],
      ['digest', 'from', 'nonce', 'topic'],
      ['from', 'nonce', 'topic'],
    ]);
    expect(spy.messages.map((message) => (message as { topic: string }).topic)).toEqual(['login', 'cart', 'favorites', 'logout']);
    expect((spy.messages[2] as { digest: string }).digest).toBe(digestOf('5'));
  });

  it('announces a tab’s own change right after it re-read another tab’s change, however soon', async () => {
    const a = tab();
    const b = tab();
    // B re-reads a guest's list on the remote change and, as the lists do, reports nothing.
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    await expect.poll(() => b.heard).toEqual([remote('favorites')]);

    b.events.emit('lists:changed', { list: 'favorites', ids: [] });
    await expect.poll(() => a.heard).toEqual([remote('favorites')]);
    // And back again: A's change after its re-read goes out too.
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    await expect.poll(() => b.heard).toEqual([remote('favorites'), remote('favorites')]);
  });

  it('announces a re-read that found something else than the other tab announced', async () => {
    const a = tab();
    const b = tab();
    b.events.on('remote:changed', ({ topic }) => {
      // Meanwhile the cart changed again on the server (a third device): B reports a newer cart.
      if (topic === 'cart') queueMicrotask(() => b.events.emit('cart:changed', { cart: cart(7) }));
    });
    a.events.emit('cart:changed', { cart: cart(2) });
    await expect.poll(() => a.heard).toEqual([remote('cart')]);
    expect(b.heard).toEqual([remote('cart')]);
  });

  it('ignores a digest that came with a login and takes a message without one (an earlier version’s) as before', async () => {
    const spy = eavesdrop();
    const b = tab();
    spy.post({ topic: 'favorites', from: 'old-tab', nonce: 'n1' });
    await expect.poll(() => b.heard).toEqual([remote('favorites')]);
    spy.post({ topic: 'login', from: 'other-tab', nonce: 'n2', digest: digestOf(`in:${user.uuid}`) });
    await expect.poll(() => b.heard).toEqual([remote('favorites'), remote('auth')]);
    // B's own login to that account is still its own news.
    b.events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
    await expect.poll(() => spy.messages.map((message) => (message as { topic: string }).topic)).toContain('login');
  });

  it('ignores messages that are not its own kind', async () => {
    const spy = eavesdrop();
    const b = tab();
    spy.post('logout');
    spy.post({ topic: 'logout' });
    spy.post({ topic: 'everything', from: 'x', nonce: 'n' });
    spy.post({ topic: 'cart', from: 'other-tab', nonce: 'n1' });
    await expect.poll(() => b.heard).toEqual([remote('cart')]);
  });

  it('stop() closes the channel both ways', async () => {
    const a = tab();
    const b = tab();
    const c = tab();
    b.sync.stop();
    a.events.emit('cart:changed', { cart: cart(1) });
    b.events.emit('cart:changed', { cart: cart(9) });
    await expect.poll(() => c.heard).toEqual([remote('cart')]);
    expect(b.heard).toEqual([]);
  });

  it('runs in every SDK instance', async () => {
    const config = { api: TEST_API, storage: createMemoryStore(), cookieDocument: { cookie: '' }, retryLimit: 0 };
    const vitrina = createVitrina(config);
    open.push({ stop: () => (vitrina.services.sync.stop(), vitrina.destroy()) });
    expect(vitrina.services.sync.transport).toBe('broadcast-channel');

    // Another tab logs out: this instance's services hear it (the page's session ends here too).
    vitrina.services.auth.hydrate({ loggedIn: true, firstName: 'Оксана', corporate: false, bonuses: null });
    expect(vitrina.state.isLoggedIn.value).toBe(true);
    const spy = eavesdrop();
    spy.post({ topic: 'logout', from: 'another-tab', nonce: 'n' });
    await expect.poll(() => vitrina.state.isLoggedIn.value).toBe(false);
  });
});

/** localStorage shared by tabs: a write or removal notifies every other tab's subscribers, as the storage event does. */
function sharedStorage() {
  const values = new Map<string, string>();
  const tabs: { notify(key: string): void }[] = [];
  return function storageOfTab(): KeyValueStore {
    const listeners = new Map<string, Set<() => void>>();
    const self = { notify: (key: string) => listeners.get(key)?.forEach((listener) => listener()) };
    tabs.push(self);
    return {
      read<T>(key: string, schema: ZodMiniType<T>) {
        const raw = values.get(key);
        if (raw === undefined) return undefined;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      },
      write(key, value) {
        values.set(key, JSON.stringify(value));
        for (const other of tabs) if (other !== self) other.notify(key);
      },
      remove(key) {
        values.delete(key);
        for (const other of tabs) if (other !== self) other.notify(key);
      },
      subscribe(key, listener) {
        let set = listeners.get(key);
        if (!set) listeners.set(key, (set = new Set()));
        set.add(listener);
        return () => set.delete(listener);
      },
    };
  };
}

describe('cross-tab sync over the storage event', () => {
  it('is the fallback where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const storageOfTab = sharedStorage();
    const a = tab({ storage: storageOfTab() });
    const b = tab({ storage: storageOfTab() });
    expect(a.sync.transport).toBe('storage');

    a.events.emit('cart:changed', { cart: cart(1) });
    a.events.emit('auth:logout', {});
    expect(b.heard).toEqual([remote('cart'), { name: 'auth:logout', payload: { remote: true } }, remote('auth')]);
    expect(a.heard).toEqual([{ name: 'auth:logout', payload: {} }]);
  });

  it('writes only the topic, the tab id, a nonce and the digest under syncPulse', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const storage = sharedStorage()();
    const a = tab({ storage });
    a.events.emit('lists:changed', { list: 'compares', ids: [3] });
    const pulse = storage.read(SYNC_PULSE_KEY, z.record(z.string(), z.string()));
    expect(Object.keys(pulse ?? {}).sort()).toEqual(['digest', 'from', 'nonce', 'topic']);
    expect(pulse?.topic).toBe('compares');
    expect(pulse?.digest).toBe(digestOf('3'));
  });

  it('announces a tab’s own change at once after it re-read another tab’s change', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const storageOfTab = sharedStorage();
    const a = tab({ storage: storageOfTab() });
    const b = tab({ storage: storageOfTab() });

    // B re-reads and, finding nothing it did not have, reports nothing.
    a.events.emit('cart:changed', { cart: cart(1) });
    expect(b.heard).toEqual([remote('cart')]);

    b.events.emit('cart:changed', { cart: cart(5) });
    expect(a.heard).toEqual([remote('cart')]);
  });

  it('re-reads a guest’s list when another tab’s write of it arrives, not when it was removed or when logged in', () => {
    const storageOfTab = sharedStorage();
    const a = tab({ storage: storageOfTab() });
    const b = tab({ storage: storageOfTab() });
    a.storage.write(storageKeys.favoritesList, { products: [{ id: 5, category_id: 14 }] });
    a.storage.write(storageKeys.compareList, { products: [] });
    expect(b.heard).toEqual([remote('favorites'), remote('compares')]);

    a.storage.remove(storageKeys.favoritesList);
    a.storage.write(storageKeys.guestListsBeforeLogin, { favorites: [] });
    expect(b.heard).toHaveLength(2);

    b.state.isLoggedIn.value = true;
    a.storage.write(storageKeys.favoritesList, { products: [] });
    expect(b.heard).toHaveLength(2);

    b.state.isLoggedIn.value = false;
    b.sync.stop();
    a.storage.write(storageKeys.favoritesList, { products: [] });
    expect(b.heard).toHaveLength(2);
  });

  it('does nothing where there is no way to reach other tabs', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { subscribe: _none, ...store } = createMemoryStore();
    const a = tab({ storage: store });
    expect(a.sync.transport).toBe('none');
    expect(() => a.events.emit('cart:changed', { cart: cart(1) })).not.toThrow();
  });
});
