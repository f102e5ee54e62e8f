import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createMemoryStore } from './memory-store';
import type { StorageProblem } from './types';

const compareSchema = z.object({ products: z.array(z.object({ id: z.number(), category_id: z.number() })) });

describe('createMemoryStore', () => {
  it('reads back what was written', () => {
    const store = createMemoryStore();
    store.write('compareList', { products: [{ id: 1, category_id: 2 }] });
    expect(store.read('compareList', compareSchema)).toEqual({ products: [{ id: 1, category_id: 2 }] });
  });

  it('reads a missing key as undefined', () => {
    expect(createMemoryStore().read('nothing', z.string())).toBeUndefined();
  });

  it('validates on read and drops a value of the wrong shape', () => {
    const problems: StorageProblem[] = [];
    const store = createMemoryStore({ onError: (problem) => problems.push(problem) });
    store.write('compareList', [1, 2]);
    store.write('other', 'kept');
    expect(store.read('compareList', compareSchema)).toBeUndefined();
    expect(store.read('compareList', z.array(z.number()))).toBeUndefined();
    expect(store.read('other', z.string())).toBe('kept');
    expect(problems.map((problem) => problem.kind)).toEqual(['dropped']);
  });

  it('stores copies, so mutating a written or read value changes nothing stored', () => {
    const store = createMemoryStore();
    const value = { products: [{ id: 1, category_id: 2 }] };
    store.write('compareList', value);
    value.products.length = 0;
    store.read('compareList', compareSchema)?.products.push({ id: 3, category_id: 4 });
    expect(store.read('compareList', compareSchema)).toEqual({ products: [{ id: 1, category_id: 2 }] });
  });

  it('removes keys', () => {
    const store = createMemoryStore();
    store.write('a', 1);
    store.remove('a');
    expect(store.read('a', z.number())).toBeUndefined();
  });

  it('keeps two instances apart', () => {
    const first = createMemoryStore();
    const second = createMemoryStore();
    first.write('a', 1);
    expect(second.read('a', z.number())).toBeUndefined();
  });

  it('has a subscribe that never fires and can be undone', () => {
    const store = createMemoryStore();
    const unsubscribe = store.subscribe?.('a', () => {
      throw new Error('never called');
    });
    store.write('a', 1);
    expect(() => unsubscribe?.()).not.toThrow();
  });

  it('never reports a fallback: memory is where values belong', () => {
    const problems: StorageProblem[] = [];
    const store = createMemoryStore({ onError: (problem) => problems.push(problem) });
    store.write('a', 1);
    store.write('a', 2);
    expect(problems).toEqual([]);
  });

  it('round-trips any schema-valid value (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ products: fc.array(fc.record({ id: fc.integer(), category_id: fc.nat() }), { maxLength: 5 }) }),
        (value) => {
          const store = createMemoryStore();
          store.write('compareList', value);
          expect(store.read('compareList', compareSchema)).toEqual(value);
        },
      ),
    );
  });
});
