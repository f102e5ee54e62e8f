import type { Db } from '../db/open-database';
import { newCartId } from './cart-id';

export interface CartRow {
  id: string;
  user_id: number | null;
  promo_code: string | null;
  bonuses: number;
  created_at: string;
  updated_at: string;
}

export function cartById(db: Db, cartId: string): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE id = ?').get(cartId) as CartRow | undefined;
}

/** A user keeps one cart; should there ever be more, the latest one counts. */
export function cartOfUser(db: Db, userId: number): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE user_id = ? ORDER BY updated_at DESC, created_at DESC LIMIT 1').get(userId) as
    | CartRow
    | undefined;
}

export function createCart(db: Db, userId: number | null, now: Date, createdAt = now.toISOString()): string {
  const id = newCartId();
  db.prepare('INSERT INTO carts (id, user_id, bonuses, created_at, updated_at) VALUES (?, ?, 0, ?, ?)').run(
    id,
    userId,
    createdAt,
    now.toISOString(),
  );
  return id;
}

export function touchCart(db: Db, cartId: string, now: Date): void {
  db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(now.toISOString(), cartId);
}

/** Its lines and their services go with it (ON DELETE CASCADE). */
export function deleteCart(db: Db, cartId: string): void {
  db.prepare('DELETE FROM carts WHERE id = ?').run(cartId);
}
