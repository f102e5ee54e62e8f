import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../api/api-client';
import type { ShopEndpoints } from '../../api/endpoints';
import { DEBOUNCE_MS } from '../../rules/constants/timings';
import { SEARCH_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '../../rules/constants/search';
import type { ProductCard } from '../../schemas/product-card';
import type { KeyValueStore } from '../../storage/types';
import { createLateAnswerGuard } from '../late-answer-guard';
import { createRecentSearches, normalizeQuery, type RecentSearches } from './recent-searches';

/**
 * 'idle': nothing to search (under SEARCH_MIN_CHARS characters); 'searching': waiting for the
 * pause in typing or the answer; 'done': answered (`results` may be empty: nothing found);
 * 'failed': the search could not be made (the API client reported it), `retry()` tries again.
 */
export type ProductSearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface ProductSearch {
  readonly status: ReadonlySignal<ProductSearchStatus>;
  /** The query the status and results belong to: the text typed last, normalised (normalizeQuery). */
  readonly query: ReadonlySignal<string>;
  /** The first SEARCH_SUGGESTIONS_MAX products found for `query`. */
  readonly results: ReadonlySignal<readonly ProductCard[]>;
  /** How many products match `query` in all (the search page lists them). */
  readonly total: ReadonlySignal<number>;
  readonly recent: RecentSearches;
  /** Searches for the text DEBOUNCE_MS after the last call; the search on its way is aborted and its answer dropped. */
  search(text: string): void;
  /** Searches for the current query again, at once (after a failure). */
  retry(): void;
  /** Drops any search on its way (the modal closed). */
  cancel(): void;
}

export interface ProductSearchOptions {
  readonly api: ApiClient<Pick<ShopEndpoints, 'searchLoadProducts'>>;
  readonly storage: KeyValueStore;
  /** Waits; injectable so tests run on fake timers. */
  readonly delay?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The search modal's search as you type (docs/catalogue.md#search-as-you-type): one request
 * (`searchLoadProducts`) per pause in typing, only from SEARCH_MIN_CHARS characters, and only the
 * text typed last gets its answer shown — a newer keystroke aborts the request on its way. Framework-free:
 * the widget only renders its signals.
 */
export function createProductSearch({ api, storage, delay = wait }: ProductSearchOptions): ProductSearch {
  const status = signal<ProductSearchStatus>('idle');
  const query = signal('');
  const results = signal<readonly ProductCard[]>([]);
  const total = signal(0);
  const searches = createLateAnswerGuard();
  let request: AbortController | null = null;

  function stop(): void {
    searches.next();
    request?.abort();
    request = null;
  }

  async function run(text: string, isLatest: () => boolean, pause: number): Promise<void> {
    if (pause > 0) await delay(pause);
    if (!isLatest()) return;
    const own = new AbortController();
    request = own;
    try {
      const answer = await api.call('searchLoadProducts', { query: { q: text }, signal: own.signal });
      if (!isLatest()) return;
      batch(() => {
        results.value = answer.data.products.slice(0, SEARCH_SUGGESTIONS_MAX);
        total.value = answer.data.total;
        status.value = 'done';
      });
    } catch {
      // The API client reported the failure already; an aborted search was superseded.
      if (!isLatest()) return;
      batch(() => {
        results.value = [];
        total.value = 0;
        status.value = 'failed';
      });
    } finally {
      if (request === own) request = null;
    }
  }

  function start(text: string, pause: number): void {
    stop();
    batch(() => {
      query.value = text;
      if (text.length < SEARCH_MIN_CHARS) {
        results.value = [];
        total.value = 0;
        status.value = 'idle';
      } else status.value = 'searching';
    });
    if (text.length >= SEARCH_MIN_CHARS) void run(text, searches.current(), pause);
  }

  return {
    status,
    query,
    results,
    total,
    recent: createRecentSearches(storage),
    search(typed) {
      const text = normalizeQuery(typed);
      // The same query again (a space typed at the end): what is shown or on its way stays.
      if (text === query.peek() && status.peek() !== 'failed' && status.peek() !== 'idle') return;
      start(text, DEBOUNCE_MS);
    },
    retry() {
      start(query.peek(), 0);
    },
    cancel() {
      stop();
      if (status.peek() === 'searching') status.value = 'idle';
    },
  };
}
