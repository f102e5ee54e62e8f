import * as z from 'zod/mini';
import type { SchemaError } from '../../errors';
import { storedAccountSchema, type StoredAccount } from '../../schemas/stored-account';
import { storageKeys } from '../../storage/keys';
import type { KeyValueStore } from '../../storage/types';
import { validEntries } from '../../storage/valid-entries';

export interface StoredAccounts {
  readonly accounts: StoredAccount[];
  /** Set when some entries had the wrong shape and were left out. */
  readonly error?: SchemaError;
}

/**
 * The account switcher's list from storage. A value that is not a list reads as none (the store
 * drops it); a list with some bad entries keeps the good ones, so one broken entry written by an
 * old page does not cost the shopper every other account.
 */
export function readStoredAccounts(storage: KeyValueStore): StoredAccounts {
  const entries = storage.read(storageKeys.accountsList, z.array(z.unknown())) ?? [];
  const { valid: accounts, error } = validEntries(entries, storedAccountSchema, `storage key "${storageKeys.accountsList}"`);
  return error ? { accounts, error } : { accounts };
}
