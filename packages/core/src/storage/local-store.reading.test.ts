import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { SchemaError } from '../errors';
import { storageKeys } from './keys';
import { accountsSchema, anyRecord, compareSchema, FakeStorage, naiveDeepMerge, setup } from './test-fake-storage';

describe('createLocalStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('reading', () => {
    it('reads a valid value another script stored', () => {
      const { store, storage, problems } = setup();
      storage?.setItem(storageKeys.accountsList, JSON.stringify([{ token: 't', email: 'a@b.ua', user_name: 'Ann' }]));
      expect(store.read(storageKeys.accountsList, accountsSchema)).toEqual([
        { token: 't', email: 'a@b.ua', user_name: 'Ann' },
      ]);
      expect(problems).toEqual([]);
    });

    it('reads a missing key as undefined without reporting anything', () => {
      const { store, problems } = setup();
      expect(store.read('nothing', accountsSchema)).toBeUndefined();
      expect(problems).toEqual([]);
    });

    it('drops an unparsable value, and only that key', () => {
      const { store, storage, problems } = setup();
      storage?.setItem(storageKeys.compareList, '{"products": [');
      storage?.setItem(storageKeys.savedPreOrderProductId, '42');
      expect(store.read(storageKeys.compareList, compareSchema)).toBeUndefined();
      expect(storage?.items.has(storageKeys.compareList)).toBe(false);
      expect(store.read(storageKeys.savedPreOrderProductId, z.number())).toBe(42);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ kind: 'dropped', area: 'storage', key: storageKeys.compareList });
      expect(problems[0]?.error).toBeInstanceOf(SchemaError);
    });

    it('drops a value of the wrong shape, such as one written by an older version', () => {
      const { store, storage, problems } = setup();
      storage?.setItem(storageKeys.compareList, JSON.stringify([1, 2, 3]));
      expect(store.read(storageKeys.compareList, compareSchema)).toBeUndefined();
      expect(storage?.items.has(storageKeys.compareList)).toBe(false);
      expect(problems[0]).toMatchObject({ kind: 'dropped', key: storageKeys.compareList });
    });

    it('reads a value that is not a string (a tampered getItem) as missing', () => {
      const storage = new FakeStorage();
      storage.getItem = () => 42 as unknown as string;
      const { store } = setup(storage);
      expect(store.read('key', z.number())).toBeUndefined();
    });

    it('survives a schema that throws', () => {
      const { store, storage, problems } = setup();
      storage?.setItem('key', '"x"');
      const throwing = z.string().check(() => {
        throw new Error('boom');
      });
      expect(store.read('key', throwing)).toBeUndefined();
      expect(problems[0]).toMatchObject({ kind: 'dropped', key: 'key' });
    });

    it('returns a fresh object on every read', () => {
      const { store } = setup();
      store.write('list', { products: [] });
      const first = store.read('list', compareSchema);
      first?.products.push({ id: 1, category_id: 2 });
      expect(store.read('list', compareSchema)).toEqual({ products: [] });
    });
  });

  describe('__proto__ payloads', () => {
    const payload =
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},' +
      '"nested":{"__proto__":{"polluted":"yes"},"ok":1},"list":[{"__proto__":{"polluted":"yes"}}]}';

    afterEach(() => {
      delete (Object.prototype as Record<string, unknown>).polluted;
    });

    it('never pollutes prototypes, even when the value is deep-merged afterwards', () => {
      const { store, storage } = setup();
      storage?.setItem('payload', payload);
      const value = store.read('payload', anyRecord);
      expect(value).toEqual({ nested: { ok: 1 }, list: [{}] });
      naiveDeepMerge({}, value ?? {});
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(Object.hasOwn(value ?? {}, '__proto__')).toBe(false);
      expect(Object.hasOwn(value ?? {}, 'constructor')).toBe(false);
    });

    it('does not let a __proto__ key satisfy a schema through the prototype chain', () => {
      const { store, storage } = setup();
      storage?.setItem('payload', '{"__proto__":{"products":[]}}');
      expect(store.read('payload', compareSchema)).toBeUndefined();
    });
  });

  describe('writing', () => {
    it('writes JSON that other scripts can read', () => {
      const { store, storage } = setup();
      store.write(storageKeys.savedPreOrderProductId, 42);
      expect(storage?.getItem(storageKeys.savedPreOrderProductId)).toBe('42');
    });

    it('removes the key when the value is undefined', () => {
      const { store, storage } = setup();
      store.write('key', 1);
      store.write('key', undefined);
      expect(storage?.items.has('key')).toBe(false);
    });

    it('reports a value JSON cannot hold and keeps the previous one', () => {
      const { store, problems } = setup();
      store.write('key', { a: 1 });
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      expect(() => store.write('key', circular)).not.toThrow();
      expect(() => store.write('key', 10n)).not.toThrow();
      expect(store.read('key', anyRecord)).toEqual({ a: 1 });
      expect(problems.map((problem) => problem.kind)).toEqual(['unwritable', 'unwritable']);
    });

    it('removes a key from storage and memory', () => {
      const storage = new FakeStorage({ failure: 'quota', room: 0 });
      const { store } = setup(storage);
      store.write('key', 1);
      store.remove('key');
      expect(store.read('key', z.number())).toBeUndefined();
    });
  });
});
