import * as z from 'zod/mini';
import { storageKeys } from '../../storage/keys';
import type { KeyValueStore } from '../../storage/types';
import { fromStoredEntries, storedEntriesSchema, toStoredEntries, type ListEntry } from './list-entry';
import type { ListName } from './list-name';

/**
 * The guest's lists kept across the login (storageKeys.guestListsBeforeLogin):
 * `{ favorites?: [{ id, category_id }], compares?: [...] }`. Each list service owns its own part
 * and the key goes away with the last part.
 */
const guestListsCopySchema = z.object({
  favorites: z.optional(storedEntriesSchema),
  compares: z.optional(storedEntriesSchema),
});

type GuestListsCopy = z.output<typeof guestListsCopySchema>;

function readCopy(storage: KeyValueStore): GuestListsCopy {
  return storage.read(storageKeys.guestListsBeforeLogin, guestListsCopySchema) ?? {};
}

function writeCopy(storage: KeyValueStore, copy: GuestListsCopy): void {
  if (copy.favorites === undefined && copy.compares === undefined) storage.remove(storageKeys.guestListsBeforeLogin);
  else storage.write(storageKeys.guestListsBeforeLogin, copy);
}

/** Adds `entries` to the list's copy (a copy left by an earlier login that could not be pushed stays). */
export function saveGuestListCopy(storage: KeyValueStore, list: ListName, entries: readonly ListEntry[]): void {
  const copy = readCopy(storage);
  const kept = copy[list] ?? [];
  const known = new Set(kept.map((entry) => entry.id));
  const added = toStoredEntries(entries).filter((entry) => !known.has(entry.id));
  writeCopy(storage, { ...copy, [list]: [...kept, ...added] });
}

export function readGuestListCopy(storage: KeyValueStore, list: ListName): ListEntry[] | undefined {
  const entries = readCopy(storage)[list];
  return entries === undefined ? undefined : fromStoredEntries(entries);
}

export function removeGuestListCopy(storage: KeyValueStore, list: ListName): void {
  const copy = readCopy(storage);
  if (copy[list] === undefined) return;
  const { [list]: _removed, ...rest } = copy;
  writeCopy(storage, rest);
}
