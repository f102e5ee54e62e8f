import fc from 'fast-check';
import * as z from 'zod/mini';
import { createLocalStore } from './local-store';
import type { StorageEventLike, StorageEventSource } from './local-store';
import type { StorageProblem } from './types';

export type Failure = 'none' | 'quota' | 'blocked';

/** An in-memory Web Storage that can run out of room after `room` writes or refuse every access. */
export class FakeStorage implements Storage {
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

export class FakeWindow implements StorageEventSource {
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

export const accountsSchema = z.array(z.object({ token: z.string(), email: z.string(), user_name: z.string() }));
export const compareSchema = z.object({ products: z.array(z.object({ id: z.number(), category_id: z.number() })) });
export const anyRecord = z.record(z.string(), z.unknown());

export const accountsArb = fc.array(fc.record({ token: fc.string(), email: fc.string(), user_name: fc.string() }), {
  maxLength: 5,
});
export const compareArb = fc.record({
  products: fc.array(fc.record({ id: fc.integer(), category_id: fc.nat() }), { maxLength: 5 }),
});
/** Stored text of any kind: garbage, JSON of any shape, and near misses of the real shapes. */
export const storedTextArb = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom('', 'null', 'undefined', '{', '[1,', '{"products":null}', '[{"token":1}]', '{"__proto__":{"x":1}}'),
);

export function setup(storage: FakeStorage | null = new FakeStorage()) {
  const problems: StorageProblem[] = [];
  const store = createLocalStore({ storage, window: null, onError: (problem) => problems.push(problem) });
  return { store, storage, problems };
}

/** What a JSON round trip through the store should give: no unsafe keys, no negative zero. */
export function expectedAfterRoundTrip(value: unknown): unknown {
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
export function naiveDeepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
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
