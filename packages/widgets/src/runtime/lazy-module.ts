import { CHUNK_LOAD_TIMEOUT_MS, loadOnce } from '@vitrina/core';

export interface LazyModule<T> {
  /** Imports the module; the import runs once, and a failed one is tried again on the next call. */
  load(): Promise<T>;
  /** The module once it has loaded, else undefined: a component can render it without waiting. */
  readonly current: T | undefined;
}

/**
 * Code kept out of the entry until it is needed, imported at most once. An import that fails, or
 * that has not arrived after CHUNK_LOAD_TIMEOUT_MS, is not kept: the next load tries again.
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let current: T | undefined;
  const load = loadOnce(() => importer().then((module) => (current = module)), CHUNK_LOAD_TIMEOUT_MS);
  return {
    load,
    get current() {
      return current;
    },
  };
}
