import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore } from '../../storage/types';
import { digestOf, SYNC_PULSE_KEY } from './sync-message';
import { cart, remote, tab, useSyncCleanup } from './test-sync-kit';

useSyncCleanup();

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
