import type { ZodMiniType } from 'zod/mini';
import { SchemaError, toSchemaIssues } from '../errors';
import type { KeyValueStore, StorageErrorHandler } from './types';

/** The part of the Web Storage API the store uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StorageEventLike {
  readonly key: string | null;
  readonly storageArea?: unknown;
}

/** Where other tabs' `storage` events arrive: the window, in a browser. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

export interface LocalStoreOptions {
  /**
   * The backing storage; `null` keeps every value in memory. Default: `globalThis.localStorage`
   * when the browser lets the page reach it. `storage` events whose `storageArea` is another
   * object than this one are ignored.
   */
  storage?: StorageLike | null;
  /** Default: `globalThis.window` when there is one; `null` turns `subscribe` into a no-op. */
  window?: StorageEventSource | null;
  onError?: StorageErrorHandler;
}

export type StoredValueResult<T> = { success: true; data: T } | { success: false; error: SchemaError };

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A JSON.parse reviver: returning `undefined` deletes the member, so these keys never reach a schema or a merge. */
function dropUnsafeKeys(key: string, value: unknown): unknown {
  return UNSAFE_KEYS.has(key) ? undefined : value;
}

/**
 * Parses an untrusted stored string as JSON and validates it. Never throws: a value that is not
 * JSON, has the wrong shape or makes the schema throw comes back as a `SchemaError` naming `source`.
 */
export function parseStoredValue<T>(raw: string, schema: ZodMiniType<T>, source: string): StoredValueResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(raw, dropUnsafeKeys);
  } catch (cause) {
    return { success: false, error: new SchemaError(source, [{ path: '', message: 'not valid JSON' }], cause) };
  }
  try {
    const result = schema.safeParse(json);
    if (result.success) return { success: true, data: result.data };
    return { success: false, error: new SchemaError(source, toSchemaIssues(result.error.issues), result.error) };
  } catch (cause) {
    return { success: false, error: new SchemaError(source, [{ path: '', message: 'validation failed' }], cause) };
  }
}

function reachLocalStorage(onError: StorageErrorHandler): StorageLike | null {
  try {
    // Merely reading the property throws a SecurityError when the browser blocks storage.
    return globalThis.localStorage ?? null;
  } catch (error) {
    onError({ kind: 'unavailable', area: 'storage', error });
    return null;
  }
}

function defaultWindow(): StorageEventSource | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * A `KeyValueStore` over Web Storage shared with other scripts: values are JSON, every read is
 * validated, and a write the storage refuses (full, blocked) is kept in memory for this page.
 */
export function createLocalStore(options: LocalStoreOptions = {}): KeyValueStore {
  const onError: StorageErrorHandler = options.onError ?? (() => {});
  const storage = options.storage === undefined ? reachLocalStorage(onError) : options.storage;
  const eventSource = options.window === undefined ? defaultWindow() : options.window;
  /** Values of keys the storage refused (or all keys, without storage), as JSON text. */
  const memory = new Map<string, string>();

  function readRaw(key: string): string | null {
    const held = memory.get(key);
    if (held !== undefined) return held;
    if (!storage) return null;
    try {
      const raw = storage.getItem(key);
      return typeof raw === 'string' ? raw : null;
    } catch {
      return null;
    }
  }

  function remove(key: string): void {
    memory.delete(key);
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing stored there can be read back either.
    }
  }

  function keepInMemory(key: string, json: string, error: unknown): void {
    if (!memory.has(key)) onError({ kind: 'fallback', area: 'storage', key, error });
    memory.set(key, json);
  }

  return {
    read<T>(key: string, schema: ZodMiniType<T>): T | undefined {
      const raw = readRaw(key);
      if (raw === null) return undefined;
      const result = parseStoredValue(raw, schema, `storage key "${key}"`);
      if (result.success) return result.data;
      remove(key);
      onError({ kind: 'dropped', area: 'storage', key, error: result.error });
      return undefined;
    },

    write(key: string, value: unknown): void {
      let json: string | undefined;
      try {
        json = JSON.stringify(value);
      } catch (error) {
        onError({ kind: 'unwritable', area: 'storage', key, error });
        return;
      }
      if (json === undefined) {
        remove(key);
        return;
      }
      if (!storage) {
        memory.set(key, json);
        return;
      }
      try {
        storage.setItem(key, json);
        memory.delete(key);
        return;
      } catch (error) {
        // Dropping the stale copy frees its space for a retry, and if the retry fails too, no
        // later page load reads a value older than the one this page goes on using.
        try {
          storage.removeItem(key);
          storage.setItem(key, json);
          memory.delete(key);
        } catch {
          keepInMemory(key, json, error);
        }
      }
    },

    remove,

    subscribe(key: string, listener: () => void): () => void {
      if (!eventSource) return () => {};
      const onStorage = (event: StorageEventLike): void => {
        if (event.key !== null && event.key !== key) return;
        if (event.storageArea != null && storage && event.storageArea !== storage) return;
        // Another tab wrote (or cleared) the key: its value now wins over this page's memory copy.
        memory.delete(key);
        listener();
      };
      eventSource.addEventListener('storage', onStorage);
      return () => eventSource.removeEventListener('storage', onStorage);
    },
  };
}
