import * as z from 'zod/mini';

/** A translation dictionary in i18next's nested format: every leaf is a string. */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

/** The shape of a dictionary with the same keys as `T` (another language's translation of it). */
export type DictionaryShape<T> = {
  [K in keyof T]: T[K] extends string ? string : DictionaryShape<T[K]>;
};

// Cached and fetched dictionaries are untrusted and get deep-merged into i18next's store.
const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);
const keySchema = z.string().check(z.refine((key) => key !== '' && !unsafeKeys.has(key)));

const nestedSchema: z.ZodMiniType<Dictionary> = z.record(
  keySchema,
  z.union([z.string(), z.lazy(() => nestedSchema)]),
);

/** A dictionary from the server or from storage: a non-empty nested record of strings. */
export const dictionarySchema: z.ZodMiniType<Dictionary> = nestedSchema.check(
  z.refine((dictionary) => Object.keys(dictionary).length > 0, 'empty dictionary'),
);
