import type { Db } from '../db/open-database';
import type { Facet } from './list-products';

/** Facet lists kept per database, the least recently used dropped beyond this many. */
export const FACET_CACHE_ENTRIES = 500;

interface FacetCache {
  entries: number;
  /** The catalogue version the kept lists were counted at. */
  version: number;
  readonly lists: Map<string, readonly Facet[]>;
}

const caches = new WeakMap<Db, FacetCache>();

function cacheOf(db: Db): FacetCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: FACET_CACHE_ENTRIES, version: -1, lists: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** How many facet lists to keep for `db`; 0 counts them again for every listing. */
export function setFacetCacheSize(db: Db, entries: number): void {
  const cache = cacheOf(db);
  cache.entries = entries;
  cache.lists.clear();
}

/**
 * Bumped by triggers on every change of products, their characteristics or categories (migration
 * 'catalogue version'), in the same transaction as the change.
 */
function catalogueVersion(db: Db): number {
  return (db.prepare('SELECT version FROM catalogue_version').get() as { version: number }).version;
}

/**
 * The facets of one listing (its scope, filters and language, as `key`), counted by `count` only
 * when the catalogue changed since they were last counted or they were not kept.
 */
export function cachedFacets(db: Db, key: string, count: () => readonly Facet[]): readonly Facet[] {
  const cache = cacheOf(db);
  if (cache.entries === 0) return count();
  const version = catalogueVersion(db);
  if (version !== cache.version) {
    cache.lists.clear();
    cache.version = version;
  }
  const kept = cache.lists.get(key);
  if (kept) {
    // Map keeps insertion order: moved to the end, it is the most recently used.
    cache.lists.delete(key);
    cache.lists.set(key, kept);
    return kept;
  }
  const facets = count();
  cache.lists.set(key, facets);
  if (cache.lists.size > cache.entries) cache.lists.delete(cache.lists.keys().next().value!);
  return facets;
}
