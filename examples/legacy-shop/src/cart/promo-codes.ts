import { errorMessages as e, promoCodeInputSchema, validationMessages as v } from '@vitrina/core';
import type { Db } from '../db/open-database';
import { unprocessable } from '../http/api-error';

export interface PromoCodeRow {
  code: string;
  discount_percent: number;
  status: 'valid' | 'used' | 'expired';
  expires_at: string | null;
}

/** Valid, and not past its end date (an end date passes before anyone marks the code expired). */
export function isUsable(promo: PromoCodeRow, now: Date): boolean {
  return promo.status === 'valid' && (promo.expires_at === null || Date.parse(promo.expires_at) > now.getTime());
}

/** The code as stored (codes compare case-insensitively), usable or not. */
export function promoCodeByCode(db: Db, code: string): PromoCodeRow | undefined {
  return db.prepare('SELECT * FROM promo_codes WHERE code = ?').get(code) as PromoCodeRow | undefined;
}

/**
 * The promo code a shopper typed, if it can be used now. Length follows the core's rule (4–50
 * after trimming). A used code and an expired one both answer 'errors.promo_code_already_used':
 * the shopper typed it right and learns it no longer works, rather than hunting for a typo.
 */
export function usablePromoCode(db: Db, typed: string, now: Date): PromoCodeRow {
  const parsed = promoCodeInputSchema.safeParse(typed);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? v.invalid;
    throw unprocessable(key, 'The promo code has the wrong length', { code: key });
  }
  const promo = promoCodeByCode(db, parsed.data);
  if (!promo) throw unprocessable(e.promoCodeNotFound, 'No such promo code', { code: e.promoCodeNotFound });
  if (!isUsable(promo, now)) {
    throw unprocessable(e.promoCodeAlreadyUsed, `The promo code is ${promo.status === 'used' ? 'used' : 'expired'}`, {
      code: e.promoCodeAlreadyUsed,
    });
  }
  return promo;
}

export function setCartPromoCode(db: Db, cartId: string, code: string | null): void {
  db.prepare('UPDATE carts SET promo_code = ? WHERE id = ?').run(code, cartId);
}
