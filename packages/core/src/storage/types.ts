import type { ZodMiniType } from 'zod/mini';

/**
 * A key/value store over untrusted storage (localStorage, cookies). Every read is validated
 * against a schema: a missing, unparsable or wrongly shaped value reads as `undefined` (and the
 * bad key is dropped), never as an exception. Writes never throw: when the backing storage is
 * blocked or full, values live on in memory for this page.
 */
export interface KeyValueStore {
  read<T>(key: string, schema: ZodMiniType<T>): T | undefined;
  write(key: string, value: unknown): void;
  remove(key: string): void;
  /** Calls back when another tab changes `key`; returns an unsubscribe function. */
  subscribe?(key: string, listener: () => void): () => void;
}
