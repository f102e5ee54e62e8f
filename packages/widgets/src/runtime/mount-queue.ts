import { createProximityWatch, type Proximity, type ProximityWatch } from './island-proximity';
import { yieldToBrowser } from './yield-to-browser';

export interface QueuedIsland {
  readonly element: Element;
}

export interface MountQueueOptions<T extends QueuedIsland> {
  /** Brings what a slice needs before it mounts (the widgets' code and texts); may wait for the network. */
  readonly load: (slice: readonly T[]) => Promise<unknown>;
  /** Mounts a slice at once; how long it took sizes the next slice. */
  readonly mount: (slice: readonly T[]) => void;
  /** Main-thread time one slice aims at (ms). */
  readonly budgetMs?: number;
  readonly yieldToBrowser?: () => Promise<void>;
  readonly watchProximity?: (onChange: (element: Element, proximity: Proximity) => void) => ProximityWatch;
  readonly now?: () => number;
}

export interface MountQueue<T extends QueuedIsland> {
  /**
   * Queues islands; resolves once each had its turn (or the queue was cleared). The first slice runs in this task,
   * or, with `yieldFirst`, after the browser had a turn.
   */
  add(islands: readonly T[], options?: { readonly yieldFirst?: boolean }): Promise<void>;
  /** Drops every queued island and stops following where they are. */
  clear(): void;
}

/**
 * A long task is one over 50 ms; a slice aims at well under that, so the browser's own work for it
 * (style, layout, React's effects) still fits before the shopper would feel a delay.
 */
export const SLICE_BUDGET_MS = 30;
/** Before anything was timed: small, as the first islands also pay for their code's first run. */
export const FIRST_SLICE = 4;

const ORDER: readonly Proximity[] = ['near', 'unknown', 'far'];

interface Waiting<T> {
  readonly island: T;
  proximity: Proximity;
  readonly settle: (error?: unknown) => void;
}

/**
 * Mounts islands in slices that each take about `budgetMs` of the main thread, yielding to the
 * browser between them: the islands near the viewport first, then those not known yet (in document
 * order), then those far from it; an island scrolled near while it waits moves ahead. A slice's size
 * comes from the time per island the previous slice took, so on a fast machine a slice holds
 * hundreds of islands (mounted in one batch, as cheap per island as one big batch) and on a slow
 * phone a few.
 */
export function createMountQueue<T extends QueuedIsland>(options: MountQueueOptions<T>): MountQueue<T> {
  const { load, mount, budgetMs = SLICE_BUDGET_MS, now = () => performance.now(), watchProximity = createProximityWatch } = options;
  const pause = options.yieldToBrowser ?? yieldToBrowser;
  const waiting = new Map<Element, Waiting<T>>();
  let proximity: ProximityWatch | undefined;
  let looping = false;
  let msPerIsland: number | undefined;

  function follow(element: Element): void {
    proximity ??= watchProximity((target, where) => {
      const entry = waiting.get(target);
      if (entry) entry.proximity = where;
    });
    proximity.watch(element);
  }

  function take(count: number): Waiting<T>[] {
    const slice: Waiting<T>[] = [];
    for (const where of ORDER) {
      for (const entry of waiting.values()) {
        if (slice.length === count) break;
        if (entry.proximity === where) slice.push(entry);
      }
    }
    for (const entry of slice) {
      waiting.delete(entry.island.element);
      proximity?.forget(entry.island.element);
    }
    return slice;
  }

  const sliceSize = () => (msPerIsland === undefined ? FIRST_SLICE : Math.max(1, Math.floor(budgetMs / msPerIsland)));

  async function run(yieldFirst: boolean): Promise<void> {
    if (yieldFirst) await pause();
    while (waiting.size > 0) {
      const slice = take(sliceSize());
      try {
        const islands = slice.map((entry) => entry.island);
        await load(islands);
        const started = now();
        mount(islands);
        msPerIsland = Math.max(0.01, (now() - started) / islands.length);
        for (const entry of slice) entry.settle();
      } catch (error) {
        for (const entry of slice) entry.settle(error);
      }
      if (waiting.size > 0) await pause();
    }
    looping = false;
  }

  return {
    add(islands, { yieldFirst = false } = {}) {
      const fresh = islands.filter((island) => !waiting.has(island.element));
      const done = new Promise<void>((resolve, reject) => {
        let left = fresh.length;
        let failure: unknown;
        const settle = (error?: unknown) => {
          failure ??= error;
          if (--left > 0) return;
          if (failure === undefined) resolve();
          else reject(failure as Error);
        };
        for (const island of fresh) {
          waiting.set(island.element, { island, proximity: 'unknown', settle });
          follow(island.element);
        }
        if (left === 0) resolve();
      });
      if (!looping && fresh.length > 0) {
        looping = true;
        void run(yieldFirst);
      }
      return done;
    },
    clear() {
      const entries = [...waiting.values()];
      waiting.clear();
      proximity?.stop();
      proximity = undefined;
      for (const entry of entries) entry.settle();
    },
  };
}
