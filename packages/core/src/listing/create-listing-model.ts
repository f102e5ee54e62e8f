import { listingKey } from './listing-address';

/** How long one state of the listing may take before it counts as failed. */
export const LISTING_TIMEOUT_MS = 15_000;

export interface ListingModelOptions<Answer> {
  /** The address the page shows now. */
  readonly address: string;
  /** Fetches and reads one state of the listing; rejects on anything it cannot show. */
  readonly load: (address: string, signal: AbortSignal) => Promise<Answer>;
  readonly timeoutMs?: number;
}

export type ListingOutcome<Answer> =
  /** The newest state asked for arrived: show it. */
  | { readonly status: 'arrived'; readonly address: string; readonly answer: Answer }
  /** A newer state was asked for meanwhile (or the model was stopped): this answer is not shown. */
  | { readonly status: 'dropped'; readonly address: string }
  /** It failed (network, status, time-out, an answer that could not be read): `error` says why. */
  | { readonly status: 'failed'; readonly address: string; readonly error: Error };

export interface ListingModel<Answer> {
  /** The address of the state shown. */
  readonly address: string;
  /** The address being fetched, or null. */
  readonly pending: string | null;
  readonly loading: boolean;
  /**
   * Asks for the state at `address`. Only the newest request counts: an earlier one is aborted and
   * resolves `dropped`, so a late answer never replaces a newer list. Never rejects.
   */
  show(address: string): Promise<ListingOutcome<Answer>>;
  /** The state at `address` is the one shown now (say, after a full page load). */
  settle(address: string): void;
  /** Aborts what is in flight; later answers are dropped. */
  stop(): void;
}

/**
 * The in-place listing's state, framework-free (docs/catalogue.md#in-place): which address
 * is shown, which one is on its way, and that only the newest answer is shown.
 */
export function createListingModel<Answer>({ address, load, timeoutMs = LISTING_TIMEOUT_MS }: ListingModelOptions<Answer>): ListingModel<Answer> {
  let shown = address;
  let pending: string | null = null;
  let current: AbortController | null = null;
  let stopped = false;

  async function show(target: string): Promise<ListingOutcome<Answer>> {
    current?.abort();
    if (stopped) return { status: 'dropped', address: target };
    const controller = new AbortController();
    current = controller;
    pending = target;
    const timer = setTimeout(() => controller.abort(new Error(`No answer in ${timeoutMs} ms`)), timeoutMs);
    try {
      const answer = await load(target, controller.signal);
      if (controller !== current) return { status: 'dropped', address: target };
      if (controller.signal.aborted) throw controller.signal.reason;
      shown = target;
      return { status: 'arrived', address: target, answer };
    } catch (error) {
      if (controller !== current) return { status: 'dropped', address: target };
      // Aborted while still the newest: the time-out, whose reason says so.
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
      return { status: 'failed', address: target, error: reason instanceof Error ? reason : new Error(String(reason)) };
    } finally {
      clearTimeout(timer);
      if (controller === current) {
        current = null;
        pending = null;
      }
    }
  }

  return {
    get address() {
      return shown;
    },
    get pending() {
      return pending;
    },
    get loading() {
      return pending !== null;
    },
    show,
    settle(target) {
      shown = target;
    },
    stop() {
      stopped = true;
      current?.abort();
      current = null;
      pending = null;
    },
  };
}

/** Whether two addresses show the same state of the listing (their query's order and fragment aside). */
export function sameListing(a: string, b: string): boolean {
  return listingKey(a) === listingKey(b);
}
