export interface LazyModule<T> {
  /** Imports the module; the import runs once, and a failed one is tried again on the next call. */
  load(): Promise<T>;
  /** The module once it has loaded, else undefined: a component can render it without waiting. */
  readonly current: T | undefined;
}

/** Code kept out of the entry until it is needed, imported at most once. */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let current: T | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get current() {
      return current;
    },
  };
}
