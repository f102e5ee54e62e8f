import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';

export type ProductId = number;

/** What readers (widgets, host pages) see of an id list: values and keyed lookups, no writes. */
export interface ReadonlyIdSet {
  /** The ids in insertion order. */
  readonly ids: ReadonlySignal<readonly ProductId[]>;
  readonly count: ReadonlySignal<number>;
  /**
   * Whether one id is in the list. The signal is kept per id and changes only when that id's
   * membership changes, so a product card subscribed to it wakes for its own product only.
   */
  has(id: ProductId): ReadonlySignal<boolean>;
}

/** An id list with keyed membership signals. Only the owning service calls the writers. */
export class IdSet implements ReadonlyIdSet {
  readonly #ids: Signal<readonly ProductId[]>;
  readonly #members = new Map<ProductId, Signal<boolean>>();
  readonly ids: ReadonlySignal<readonly ProductId[]>;
  readonly count: ReadonlySignal<number>;

  constructor(initial: readonly ProductId[] = []) {
    this.#ids = signal(dedupe(initial));
    this.ids = this.#ids;
    this.count = computed(() => this.#ids.value.length);
  }

  has(id: ProductId): ReadonlySignal<boolean> {
    let member = this.#members.get(id);
    if (!member) {
      member = signal(this.#ids.peek().includes(id));
      this.#members.set(id, member);
    }
    return member;
  }

  includes(id: ProductId): boolean {
    return this.#ids.peek().includes(id);
  }

  /** Adds `id` if absent; returns false when it was already there. */
  add(id: ProductId): boolean {
    if (this.includes(id)) return false;
    this.replace([...this.#ids.peek(), id]);
    return true;
  }

  /** Removes `id` if present; returns false when it was not there. */
  remove(id: ProductId): boolean {
    if (!this.includes(id)) return false;
    this.replace(this.#ids.peek().filter((other) => other !== id));
    return true;
  }

  /** Adds `id` if absent, removes it if present; returns whether it is now in the list. */
  toggle(id: ProductId): boolean {
    if (this.remove(id)) return false;
    this.add(id);
    return true;
  }

  replace(next: readonly ProductId[]): void {
    const ids = dedupe(next);
    const before = new Set(this.#ids.peek());
    const after = new Set(ids);
    batch(() => {
      this.#ids.value = ids;
      for (const [id, member] of this.#members) {
        const now = after.has(id);
        if (before.has(id) !== now) member.value = now;
      }
    });
  }

  clear(): void {
    this.replace([]);
  }

  /** The read-only face of this set, for handing to widgets. */
  get readonly(): ReadonlyIdSet {
    return { ids: this.ids, count: this.count, has: (id) => this.has(id) };
  }
}

function dedupe(ids: readonly ProductId[]): readonly ProductId[] {
  return [...new Set(ids)];
}
