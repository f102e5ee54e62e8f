import type { ZodMiniType } from 'zod/mini';
import type { SchemaError } from '../errors';

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

/** Which browser store a problem concerns: Web Storage (localStorage) or cookies. */
export type StorageArea = 'storage' | 'cookie';

/**
 * Something the storage layer handled on its own but the host may want to know about, through the
 * SDK's `onError` hook (a `dropped` problem carries a `SchemaError` that can go there as it is).
 * None of these ever reaches the caller as an exception.
 */
export type StorageProblem =
  /** A stored value was not JSON or had the wrong shape; it read as `undefined` and was removed. */
  | { kind: 'dropped'; area: StorageArea; key: string; error: SchemaError }
  /** The backing store refused a write; the value lives in memory for this page only. */
  | { kind: 'fallback'; area: StorageArea; key: string; error: unknown }
  /** The value cannot be stored at all (not serialisable); nothing was written. */
  | { kind: 'unwritable'; area: StorageArea; key: string; error: unknown }
  /** The backing store cannot even be reached (blocked by the browser); everything stays in memory. */
  | { kind: 'unavailable'; area: StorageArea; error: unknown };

export type StorageErrorHandler = (problem: StorageProblem) => void;
