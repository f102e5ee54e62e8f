import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { storageKeys } from './keys';
import { accountsArb, accountsSchema, anyRecord, compareArb, compareSchema, expectedAfterRoundTrip, FakeStorage, setup, storedTextArb, type Failure } from './test-fake-storage';

describe('createLocalStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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
