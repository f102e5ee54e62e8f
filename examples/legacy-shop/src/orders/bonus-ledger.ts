import type { BonusEntryKind } from '@vitrina/core';
import type { Db } from '../db/open-database';

export interface BonusChange {
  readonly userId: number;
  readonly orderId: number | null;
  /** Signed: spent bonuses are negative. */
  readonly change: number;
  readonly kind: BonusEntryKind;
  readonly at: Date;
}

/** Writes a change of a user's balance to the bonus ledger; call in the transaction that changes `users.bonuses`. */
export function recordBonusChange(db: Db, { userId, orderId, change, kind, at }: BonusChange): void {
  if (change === 0) return;
  db.prepare('INSERT INTO bonus_entries (user_id, order_id, change, kind, created_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    orderId,
    change,
    kind,
    at.toISOString(),
  );
}
