import type { BonusEntry, BonusHistory } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';

/** A user's balance and its last 100 changes from the bonus ledger, newest first. */
export function bonusHistoryOf(db: Db, userId: number): BonusHistory {
  const { bonuses } = db.prepare('SELECT bonuses FROM users WHERE id = ?').get(userId) as { bonuses: number };
  const entries = db
    .prepare('SELECT id, kind, change, order_id, created_at FROM bonus_entries WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 100')
    .all(userId) as BonusEntry[];
  return { balance: bonuses, entries };
}

export const meBonusHistory: ApiHandler<'meBonusHistory'> = ({ db, user }) => ({ success: true, data: bonusHistoryOf(db, signedInUser(user).id) });
