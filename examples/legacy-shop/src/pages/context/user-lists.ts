import type { Db } from '../../db/open-database';

export interface UserLists {
  readonly favorites: readonly number[];
  readonly compares: readonly number[];
}

/** A logged-in user's favourites and compare list, newest first. Guests keep theirs in the browser. */
export function userLists(db: Db, userId: number): UserLists {
  const ids = (table: 'favorites' | 'compares') =>
    (db.prepare(`SELECT product_id FROM ${table} WHERE user_id = ? ORDER BY created_at DESC, product_id`).all(userId) as { product_id: number }[]).map(
      (row) => row.product_id,
    );
  return { favorites: ids('favorites'), compares: ids('compares') };
}
