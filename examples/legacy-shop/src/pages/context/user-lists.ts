import { isCorporateRole } from '@vitrina/core';
import type { Db } from '../../db/open-database';
import type { UserRow } from '../../db/rows';

export interface UserLists {
  readonly favorites: readonly number[];
  readonly compares: readonly number[];
}

/**
 * A logged-in user's favourites and compare list, newest first. Guests keep theirs in the browser.
 * Corporate-only products are left out for a user who is not corporate, as the API's lists leave
 * them out (a product may have become corporate-only since it was added).
 */
export function userLists(db: Db, user: Pick<UserRow, 'id' | 'role'>): UserLists {
  const seesCorporate = isCorporateRole(user.role) ? 1 : 0;
  const ids = (table: 'favorites' | 'compares') =>
    (
      db
        .prepare(
          `SELECT l.product_id FROM ${table} l JOIN products p ON p.id = l.product_id
           WHERE l.user_id = ? AND (? OR p.is_corporate = 0) ORDER BY l.created_at DESC, l.product_id`,
        )
        .all(user.id, seesCorporate) as { product_id: number }[]
    ).map((row) => row.product_id);
  return { favorites: ids('favorites'), compares: ids('compares') };
}
