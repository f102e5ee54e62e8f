import type { Db } from '../../../db/open-database';
import type { OrderRow } from './payment-orders';

/**
 * Cancels an order that still needs payment, and gives the bonuses spent on it back to the buyer's
 * balance (1 bonus = 1 UAH: they are the buyer's money). False, with nothing changed, when the order
 * no longer needs payment. Call inside a transaction.
 */
export function cancelUnpaidOrder(db: Db, order: OrderRow): boolean {
  const cancelled = db.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ? AND status = 'needs_payment'").run(order.id).changes === 1;
  if (cancelled && order.user_id !== null && order.bonuses_spent > 0) {
    db.prepare('UPDATE users SET bonuses = bonuses + ? WHERE id = ?').run(order.bonuses_spent, order.user_id);
  }
  return cancelled;
}
