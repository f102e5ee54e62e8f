import type { KeyValueStore } from '../storage/types';

/** A store over a Map of raw values that, like the real one, drops a value that fails its schema. */
export function fakeStore(initial: Record<string, unknown> = {}) {
  const data = new Map<string, unknown>(Object.entries(initial));
  const store: KeyValueStore = {
    read(key, schema) {
      if (!data.has(key)) return undefined;
      const parsed = schema.safeParse(data.get(key));
      if (parsed.success) return parsed.data;
      data.delete(key);
      return undefined;
    },
    write: (key, value) => void data.set(key, structuredClone(value)),
    remove: (key) => void data.delete(key),
  };
  return { store, data };
}
