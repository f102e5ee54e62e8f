import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { storageKeys } from './keys';
import { createLocalStore } from './local-store';
import type { StorageProblem } from './types';
import { anyRecord, FakeStorage, setup } from './test-fake-storage';

describe('createLocalStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('when storage is blocked', () => {
    it('falls back to memory when merely touching localStorage throws a SecurityError', () => {
      const problems: StorageProblem[] = [];
      vi.stubGlobal('localStorage', undefined);
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      const store = createLocalStore({ window: null, onError: (problem) => problems.push(problem) });
      store.write(storageKeys.savedPreOrderProductId, 7);
      expect(store.read(storageKeys.savedPreOrderProductId, z.number())).toBe(7);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ kind: 'unavailable', area: 'storage' });
    });

    it('uses memory only when there is no localStorage at all (server side)', () => {
      vi.stubGlobal('localStorage', undefined);
      const problems: StorageProblem[] = [];
      const store = createLocalStore({ onError: (problem) => problems.push(problem) });
      store.write('key', [1, 2]);
      expect(store.read('key', z.array(z.number()))).toEqual([1, 2]);
      expect(store.subscribe?.('key', () => {})).toBeTypeOf('function');
      expect(problems).toEqual([]);
    });

    it('falls back to memory when every access throws, reporting each key once', () => {
      const { store, problems } = setup(new FakeStorage({ failure: 'blocked' }));
      store.write('a', 1);
      store.write('a', 2);
      store.write('b', 3);
      expect(store.read('a', z.number())).toBe(2);
      expect(store.read('b', z.number())).toBe(3);
      expect(store.read('c', z.number())).toBeUndefined();
      expect(problems.map((problem) => [problem.kind, 'key' in problem && problem.key])).toEqual([
        ['fallback', 'a'],
        ['fallback', 'b'],
      ]);
    });
  });

  describe('when storage is full', () => {
    it('keeps writes beyond the quota in memory and reads them back', () => {
      const storage = new FakeStorage({ failure: 'quota', room: 3 });
      const { store, problems } = setup(storage);
      for (let index = 0; index < 6; index += 1) store.write(`key${index}`, index);
      expect(storage.items.size).toBe(3);
      for (let index = 0; index < 6; index += 1) expect(store.read(`key${index}`, z.number())).toBe(index);
      expect(problems.filter((problem) => problem.kind === 'fallback')).toHaveLength(3);
    });

    it('does not leave a stale copy in storage for the next page', () => {
      const storage = new FakeStorage({ failure: 'quota', room: 10 });
      const { store } = setup(storage);
      store.write('cart', { v: 1 });
      storage.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      store.write('cart', { v: 2 });
      expect(store.read('cart', anyRecord)).toEqual({ v: 2 });
      expect(storage.items.has('cart')).toBe(false);
    });

    it('retries after freeing the stale copy, which may make room', () => {
      const storage = new FakeStorage({ failure: 'quota', room: 1 });
      storage.setItem('other', '1');
      storage.setItem = function (this: FakeStorage, key: string, value: string) {
        if (this.items.size >= 1) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        this.items.set(key, value);
      };
      const { store, problems } = setup(storage);
      store.write('other', 2);
      expect(storage.items.get('other')).toBe('2');
      expect(problems).toEqual([]);
    });

    it('goes back to storage once there is room again', () => {
      const storage = new FakeStorage({ failure: 'quota', room: 0 });
      const { store } = setup(storage);
      store.write('key', 1);
      expect(storage.items.has('key')).toBe(false);
      storage.room = Infinity;
      store.write('key', 2);
      expect(storage.items.get('key')).toBe('2');
      storage.items.set('key', '3');
      expect(store.read('key', z.number())).toBe(3);
    });
  });
});
