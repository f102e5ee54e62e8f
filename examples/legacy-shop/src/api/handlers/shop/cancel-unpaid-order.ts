import type { Db } from '../../../db/open-database';
import { recordBonusChange } from '../../../orders/bonus-ledger';
import type { OrderRow } from './payment-orders';

/** The gifts an order's lines took from stock (`orders.items`, each line's `gift_id`); none when the snapshot cannot be read. */
function giftsTaken(items: string): { productId: number; giftId: number }[] {
  let lines: unknown;
  try {
    lines = JSON.parse(items);
  } catch {
    return [];
  }
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: unknown) => {
    const { product_id: productId, gift_id: giftId } = (line ?? {}) as { product_id?: unknown; gift_id?: unknown };
    return typeof productId === 'number' && typeof giftId === 'number' ? [{ productId, giftId }] : [];
  });
}

/**
 * Cancels an order that still needs payment and gives back what it took: the bonuses spent on it
 * return to the buyer's balance (1 bonus = 1 UAH: they are the buyer's money, and the bonus ledger says so), each gift returns to
 * its stock, and a single-use promo code it spent can be used again. False, with nothing changed,
 * when the order no longer needs payment. Call inside a transaction.
 */
export function cancelUnpaidOrder(db: Db, order: OrderRow, now: Date): boolean {
  const cancelled = db.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ? AND status = 'needs_payment'").run(order.id).changes === 1;
  if (!cancelled) return false;
  if (order.user_id !== null && order.bonuses_spent > 0) {
    db.prepare('UPDATE users SET bonuses = bonuses + ? WHERE id = ?').run(order.bonuses_spent, order.user_id);
    recordBonusChange(db, { userId: order.user_id, orderId: order.id, change: order.bonuses_spent, kind: 'returned', at: now });
  }
  const restock = db.prepare('UPDATE product_gifts SET stock = stock + 1 WHERE product_id = ? AND gift_id = ?');
  for (const { productId, giftId } of giftsTaken(order.items)) restock.run(productId, giftId);
  if (order.promo_code !== null) {
    db.prepare("UPDATE promo_codes SET status = 'valid' WHERE code = ? AND single_use = 1 AND status = 'used'").run(order.promo_code);
  }
  return true;
}
