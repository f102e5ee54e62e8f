import { errorMessages as e } from '@vitrina/core';
import type { Db } from '../db/open-database';
import { unprocessable } from '../http/api-error';

/**
 * Takes the bonuses an order spends from the buyer's balance. The UPDATE only succeeds while the
 * balance covers them, so a balance spent by another order meanwhile refuses this one.
 */
export function debitBonuses(db: Db, userId: number, bonuses: number): void {
  if (bonuses <= 0) return;
  const { changes } = db.prepare('UPDATE users SET bonuses = bonuses - ? WHERE id = ? AND bonuses >= ?').run(bonuses, userId, bonuses);
  if (changes !== 1) throw unprocessable(e.bonusInsufficient, 'The balance no longer covers the bonuses', { bonuses: e.bonusInsufficient });
}
