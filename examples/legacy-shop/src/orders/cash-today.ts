import type { Db } from '../db/open-database';

const KYIV_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' });
const LOOK_BACK_MS = 36 * 60 * 60 * 1000;

/** The calendar day of a moment in Kyiv, 'YYYY-MM-DD'. */
export function kyivDay(moment: Date): string {
  return KYIV_DAY.format(moment);
}

/**
 * UAH a buyer (their account, or their phone as digits '380…') pays couriers in cash on orders
 * placed today (a Kyiv calendar day) and not cancelled: the `cashPaidToday` of the per-day
 * courier cash limit.
 */
export function cashPaidToday(db: Db, buyer: { readonly userId: number | null; readonly phone: string }, now: Date): number {
  const rows = db
    .prepare(
      `SELECT total, created_at FROM orders
       WHERE status != 'cancelled' AND payment_type = 'cash' AND (delivery_type = 'courier' OR delivery_type LIKE 'courier-%')
         AND (phone = ? OR user_id = ?) AND created_at >= ?`,
    )
    .all(buyer.phone, buyer.userId ?? -1, new Date(now.getTime() - LOOK_BACK_MS).toISOString()) as { total: number; created_at: string }[];
  const today = kyivDay(now);
  return rows.filter((row) => kyivDay(new Date(row.created_at)) === today).reduce((sum, row) => sum + row.total, 0);
}
