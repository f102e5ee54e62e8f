import * as z from 'zod/mini';
import { productIdSchema, type ProductId } from '../../schemas/product-id';

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
