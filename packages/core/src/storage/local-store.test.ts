import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { SchemaError } from '../errors';
import { storageKeys } from './keys';
import { createLocalStore } from './local-store';
import type { StorageEventLike, StorageEventSource } from './local-store';
import type { StorageProblem } from './types';

type Failure = 'none' | 'quota' | 'blocked';

/** An in-memory Web Storage that can run out of room after `room` writes or refuse every access. */
class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  failure: Failure;
  room: number;

  constructor(options: { failure?: Failure; room?: number } = {}) {
    this.failure = options.failure ?? 'none';
    this.room = options.room ?? Infinity;
  }

  private guard(): void {
    if (this.failure === 'blocked') throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  get length(): number {
    this.guard();
    return this.items.size;
  }

  key(index: number): string | null {
    this.guard();
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.guard();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.guard();
    if (this.failure === 'quota' && !this.items.has(key) && this.items.size >= this.room) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.guard();
    this.items.delete(key);
  }

  clear(): void {
    this.guard();
    this.items.clear();
  }
}

class FakeWindow implements StorageEventSource {
  readonly listeners = new Set<(event: StorageEventLike) => void>();

  addEventListener(_type: 'storage', listener: (event: StorageEventLike) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'storage', listener: (event: StorageEventLike) => void): void {
    this.listeners.delete(listener);
  }

  /** What the browser does when another tab changes the storage. */
  dispatch(event: StorageEventLike): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

const accountsSchema = z.array(z.object({ token: z.string(), email: z.string(), user_name: z.string() }));
const compareSchema = z.object({ products: z.array(z.object({ id: z.number(), category_id: z.number() })) });
const anyRecord = z.record(z.string(), z.unknown());

const accountsArb = fc.array(fc.record({ token: fc.string(), email: fc.string(), user_name: fc.string() }), {
  maxLength: 5,
});
const compareArb = fc.record({
  products: fc.array(fc.record({ id: fc.integer(), category_id: fc.nat() }), { maxLength: 5 }),
});
/** Stored text of any kind: garbage, JSON of any shape, and near misses of the real shapes. */
const storedTextArb = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom('', 'null', 'undefined', '{', '[1,', '{"products":null}', '[{"token":1}]', '{"__proto__":{"x":1}}'),
);

function setup(storage: FakeStorage | null = new FakeStorage()) {
  const problems: StorageProblem[] = [];
  const store = createLocalStore({ storage, window: null, onError: (problem) => problems.push(problem) });
  return { store, storage, problems };
}

/** What a JSON round trip through the store should give: no unsafe keys, no negative zero. */
function expectedAfterRoundTrip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expectedAfterRoundTrip);
  if (typeof value === 'number') return value === 0 ? 0 : value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__proto__' && key !== 'constructor' && key !== 'prototype')
      .map(([key, item]) => [key, expectedAfterRoundTrip(item)]),
  );
}

/** A textbook vulnerable deep merge, the kind legacy page scripts do with stored objects. */
function naiveDeepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const key in source) {
    const value = source[key];
    if (value !== null && typeof value === 'object') {
      const current = target[key];
      target[key] = naiveDeepMerge(
        (current !== null && typeof current === 'object' ? current : {}) as Record<string, unknown>,
        value as Record<string, unknown>,
      );
    } else {
      target[key] = value;
    }
  }
  return target;
}

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

  describe('properties', () => {
    const schemas = [accountsSchema, compareSchema, z.number(), anyRecord] as const;

    it('never throws on a read, and returns a schema-valid value or undefined', () => {
      fc.assert(
        fc.property(storedTextArb, fc.constantFrom(...schemas), (text, schema) => {
          const { store, storage } = setup();
          storage?.setItem('key', text);
          const value = store.read('key', schema as z.ZodMiniType<unknown>);
          if (value === undefined) expect(storage?.items.has('key')).toBe(false);
          else expect(schema.safeParse(value).success).toBe(true);
        }),
      );
    });

    it('never loses a valid value in one key because of garbage in another', () => {
      fc.assert(
        fc.property(accountsArb, compareArb, storedTextArb, (accounts, compare, garbage) => {
          const { store, storage } = setup();
          store.write(storageKeys.accountsList, accounts);
          storage?.setItem(storageKeys.compareList, JSON.stringify(compare));
          storage?.setItem('garbage', garbage);
          store.read('garbage', accountsSchema);
          store.read('garbage', compareSchema);
          expect(store.read(storageKeys.accountsList, accountsSchema)).toEqual(accounts);
          expect(store.read(storageKeys.compareList, compareSchema)).toEqual(compare);
        }),
      );
    });

    /** How the backing storage behaves; each run builds a fresh one. */
    const storageArb = fc.oneof(
      fc.constant<{ failure: Failure; room?: number } | null>({ failure: 'none' }),
      fc.nat({ max: 4 }).map((room) => ({ failure: 'quota' as const, room })),
      fc.constant({ failure: 'blocked' as const }),
      fc.constant(null),
    );
    const build = (options: { failure: Failure; room?: number } | null) => (options ? new FakeStorage(options) : null);

    it('round-trips every schema-valid value, whether storage works, is full or is blocked', () => {
      fc.assert(
        fc.property(
          storageArb,
          fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), compareArb), { minLength: 1, maxLength: 12 }),
          (storage, writes) => {
            const { store } = setup(build(storage));
            const last = new Map<string, unknown>();
            for (const [key, value] of writes) {
              store.write(key, value);
              last.set(key, value);
            }
            for (const [key, value] of last) expect(store.read(key, compareSchema)).toEqual(value);
          },
        ),
      );
    });

    it('round-trips any JSON value, without its unsafe keys', () => {
      fc.assert(
        fc.property(fc.jsonValue(), storageArb, (value, storage) => {
          const { store } = setup(build(storage));
          store.write('key', value);
          expect(store.read('key', z.unknown())).toEqual(expectedAfterRoundTrip(value));
        }),
      );
    });
  });
});
