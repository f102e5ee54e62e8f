import * as z from 'zod/mini';
import type { SchemaError, VitrinaError } from '../../errors';
import { productIdSchema, type ProductId } from '../../schemas/product-id';
import type { KeyValueStore } from '../../storage/types';
import { validEntries } from '../../storage/valid-entries';

/** One product of a favourites or compare list, with its category where it is known. */
export interface ListEntry {
  readonly id: ProductId;
  readonly categoryId: number | null;
}

const storedEntrySchema = z.object({
  id: productIdSchema,
  category_id: z._default(z.nullable(z.int().check(z.positive())), null),
});

/** The stored entries of a list: `[{ id, category_id }]`. */
export const storedEntriesSchema = z.array(storedEntrySchema);

/** A list as local storage keeps it (the shop's compareList format): `{ products: [{ id, category_id }] }`. */
export const storedListSchema = z.object({ products: storedEntriesSchema });

export type StoredEntry = z.output<typeof storedEntrySchema>;

export function toStoredEntries(entries: readonly ListEntry[]): StoredEntry[] {
  return entries.map((entry) => ({ id: entry.id, category_id: entry.categoryId }));
}

export function fromStoredEntries(stored: readonly StoredEntry[]): ListEntry[] {
  return stored.map((entry) => ({ id: entry.id, categoryId: entry.category_id }));
}

const storedContainerSchema = z.object({ products: z.array(z.unknown()) });

/**
 * A guest's list from storage. A value that is not `{ products: [...] }` reads as none (the store
 * drops it and says so); a list with some bad entries keeps the good ones, and `error` names the
 * others, so one broken entry does not cost the shopper the whole list.
 */
export function readStoredList(storage: KeyValueStore, key: string): { readonly entries: ListEntry[]; readonly error?: SchemaError } {
  const products = storage.read(key, storedContainerSchema)?.products ?? [];
  const { valid, error } = validEntries(products, storedEntrySchema, `storage key "${key}"`, ['products']);
  const entries = fromStoredEntries(valid);
  return error ? { entries, error } : { entries };
}

/** Keeps a guest's list in storage, in the stored format. */
export function writeStoredList(storage: KeyValueStore, key: string, entries: readonly ListEntry[]): void {
  storage.write(key, { products: toStoredEntries(entries) });
}

/** `readStoredList`, with a damaged list reported and stored again with its good entries only. */
export function readStoredGuestList(storage: KeyValueStore, key: string, reportError: (error: VitrinaError) => void): ListEntry[] {
  const { entries, error } = readStoredList(storage, key);
  if (error) {
    reportError(error);
    writeStoredList(storage, key, entries);
  }
  return entries;
}
