import { signal, type ReadonlySignal } from '@preact/signals-core';
import * as z from 'zod/mini';
import { RECENT_SEARCHES_MAX, SEARCH_MIN_CHARS, SEARCH_QUERY_MAX } from '../../rules/constants/search';
import type { KeyValueStore } from '../../storage/types';

/** The queries a shopper searched for last, kept in the browser (`RECENT_SEARCHES_KEY`). */
export interface RecentSearches {
  /** Newest first, at most RECENT_SEARCHES_MAX, no two the same but for case. */
  readonly list: ReadonlySignal<readonly string[]>;
  /** Puts a query first (moving it up when it was there already); a text too short to search is not kept. */
  add(query: string): void;
  /** Forgets them all. */
  clear(): void;
}

/** The localStorage key of the recent queries: ["galaxy", "iphone 15"], newest first. */
export const RECENT_SEARCHES_KEY = 'recentSearches';

const storedSchema = z.array(z.string());

/** A query as it is searched for and kept: spaces collapsed, cut at SEARCH_QUERY_MAX. */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim();
}

function sameQuery(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

/** What was stored, made sound: another version or another script may have written anything there. */
function readStored(storage: KeyValueStore): string[] {
  const kept: string[] = [];
  for (const item of storage.read(RECENT_SEARCHES_KEY, storedSchema) ?? []) {
    const query = normalizeQuery(item);
    if (query.length >= SEARCH_MIN_CHARS && !kept.some((other) => sameQuery(other, query))) kept.push(query);
    if (kept.length === RECENT_SEARCHES_MAX) break;
  }
  return kept;
}

/**
 * The recent queries over the SDK's storage: corrupt or foreign values read as none, and a
 * browser that blocks storage keeps them for the page only (the store's own fallback). Each
 * change reads the stored list first, so two tabs add to one list rather than overwrite it.
 */
export function createRecentSearches(storage: KeyValueStore): RecentSearches {
  const list = signal<readonly string[]>(readStored(storage));

  return {
    list,
    add(text) {
      const query = normalizeQuery(text);
      if (query.length < SEARCH_MIN_CHARS) return;
      const next = [query, ...readStored(storage).filter((other) => !sameQuery(other, query))].slice(0, RECENT_SEARCHES_MAX);
      storage.write(RECENT_SEARCHES_KEY, next);
      list.value = next;
    },
    clear() {
      storage.remove(RECENT_SEARCHES_KEY);
      list.value = [];
    },
  };
}
