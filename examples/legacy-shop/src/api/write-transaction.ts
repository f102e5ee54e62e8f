import type { Db } from '../db/open-database';
import { ApiError } from '../http/api-error';

/**
 * Runs a call's reads and writes in one IMMEDIATE transaction: the write lock from the start, so a
 * read-then-write never fails with "database is locked" when another connection wrote meanwhile.
 * A failure rolls everything back, except an ApiError marked `afterWrites()` (a failed login's
 * count), which is thrown once the writes are committed.
 */
export function inWriteTransaction<T>(db: Db, run: () => T): T {
  const outcome = db
    .transaction((): { value: T } | { error: ApiError } => {
      try {
        return { value: run() };
      } catch (error) {
        if (error instanceof ApiError && error.keepWrites) return { error };
        throw error;
      }
    })
    .immediate();
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
