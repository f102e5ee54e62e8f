import type { Db } from '../db/open-database';

/**
 * Spends an order's promo code: a single-use code is 'used' from now on, so the next order with
 * it is refused; a reusable code stays valid.
 */
export function spendPromoCode(db: Db, code: string): void {
  db.prepare("UPDATE promo_codes SET status = 'used' WHERE code = ? AND single_use = 1 AND status = 'valid'").run(code);
}
