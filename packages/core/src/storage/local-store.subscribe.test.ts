import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { storageKeys } from './keys';
import { createLocalStore } from './local-store';
import type { StorageEventSource } from './local-store';
import { FakeStorage, FakeWindow, setup } from './test-fake-storage';

describe('createLocalStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('subscribe', () => {
    function setupWithWindow() {
      const storage = new FakeStorage();
      const win = new FakeWindow();
      const store = createLocalStore({ storage, window: win, onError: () => {} });
      return { store, storage, win };
    }

    it('calls the listener when another tab changes that key, and only that key', () => {
      const { store, storage, win } = setupWithWindow();
      const compare = vi.fn();
      const accounts = vi.fn();
      store.subscribe?.(storageKeys.compareList, compare);
      store.subscribe?.(storageKeys.accountsList, accounts);
      win.dispatch({ key: storageKeys.compareList, storageArea: storage });
      expect(compare).toHaveBeenCalledTimes(1);
      expect(accounts).not.toHaveBeenCalled();
    });

    it('calls every listener when another tab clears the storage', () => {
      const { store, storage, win } = setupWithWindow();
      const listener = vi.fn();
      store.subscribe?.('key', listener);
      win.dispatch({ key: null, storageArea: storage });
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('ignores changes to another storage area (sessionStorage)', () => {
      const { store, win } = setupWithWindow();
      const listener = vi.fn();
      store.subscribe?.('key', listener);
      win.dispatch({ key: 'key', storageArea: new FakeStorage() });
      expect(listener).not.toHaveBeenCalled();
    });

    it('stops after unsubscribe', () => {
      const { store, storage, win } = setupWithWindow();
      const listener = vi.fn();
      const unsubscribe = store.subscribe?.('key', listener);
      unsubscribe?.();
      win.dispatch({ key: 'key', storageArea: storage });
      expect(listener).not.toHaveBeenCalled();
      expect(win.listeners.size).toBe(0);
    });

    it("lets the other tab's value win over this page's memory copy", () => {
      const { store, storage, win } = setupWithWindow();
      const setItem = storage.setItem.bind(storage);
      storage.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      store.write('key', 1);
      store.subscribe?.('key', () => {});
      setItem('key', '2');
      win.dispatch({ key: 'key', storageArea: storage });
      expect(store.read('key', z.number())).toBe(2);
    });

    it('is a no-op without a window', () => {
      const { store } = setup();
      const unsubscribe = store.subscribe?.('key', () => {});
      expect(() => unsubscribe?.()).not.toThrow();
    });

    it('accepts the real window type', () => {
      const source: StorageEventSource | null = typeof window === 'undefined' ? null : window;
      expect(source).toBeNull();
    });
  });
});
