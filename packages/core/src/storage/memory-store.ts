import { createLocalStore } from './local-store';
import type { KeyValueStore, StorageErrorHandler } from './types';

/**
 * A `KeyValueStore` that keeps values in memory only (tests, server-side rendering). Values are
 * still stored as JSON and validated on read, so it behaves exactly like the browser store.
 */
export function createMemoryStore(options: { onError?: StorageErrorHandler } = {}): KeyValueStore {
  return createLocalStore({ storage: null, window: null, onError: options.onError });
}
