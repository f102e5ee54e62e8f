import { errorMessages as e, promoCodeInputSchema, validationMessages as v } from '@vitrina/core';
import { isUsable, promoCodeByCode, type PromoCodeRow } from '../cart/promo-codes';
import type { Db } from '../db/open-database';

export type OrderPromoCheck = { readonly ok: true; readonly promo: PromoCodeRow | null } | { readonly ok: false; readonly key: string };

/**
 * The promo code an order names, checked as the cart checks one (cart/promo-codes.ts): 4–50
 * characters after trimming, known, valid and not past its end. No code (null, blank) is no
 * promo; a used or expired code answers 'errors.promo_code_already_used'.
 */
export function orderPromo(db: Db, typed: string | null | undefined, now: Date): OrderPromoCheck {
  if (typed === null || typed === undefined || typed.trim() === '') return { ok: true, promo: null };
  const parsed = promoCodeInputSchema.safeParse(typed);
  if (!parsed.success) return { ok: false, key: parsed.error.issues[0]?.message ?? v.invalid };
  const promo = promoCodeByCode(db, parsed.data);
  if (!promo) return { ok: false, key: e.promoCodeNotFound };
  if (!isUsable(promo, now)) return { ok: false, key: e.promoCodeAlreadyUsed };
  return { ok: true, promo };
}
