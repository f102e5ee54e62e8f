import { validationMessages as v } from '../i18n/messages';
import type { ValidationMessageKey } from '../i18n/messages';
import { BONUS_TO_UAH } from './constants';

export interface BonusLimits {
  /** Bonuses the shopper has (`bonuses_count`; null means none). */
  readonly balance: number | null;
  /** The most bonuses this order accepts; null or undefined means no per-order cap. */
  readonly orderMax?: number | null;
}

export type BonusCheck =
  | { ok: true; bonuses: number; discount: number }
  | { ok: false; error: ValidationMessageKey; limit?: number };

const DIGITS = /^\d+$/;

function toAmount(input: number | string): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : null;
  const text = input.trim();
  return DIGITS.test(text) ? toAmount(Number(text)) : null;
}

// Bad numbers from the server (NaN, negative) fail closed: nothing can be spent against them.
function balanceOf(limits: BonusLimits): number {
  const balance = limits.balance ?? 0;
  return Number.isFinite(balance) && balance > 0 ? Math.floor(balance) : 0;
}

function capOf(limits: BonusLimits): number {
  const max = limits.orderMax;
  if (max === null || max === undefined || max === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  return Number.isFinite(max) && max > 0 ? Math.floor(max) : 0;
}

/**
 * Checks the bonuses a shopper wants to spend on an order (docs/checkout.md#bonuses): a whole non-negative
 * number (a field's text is accepted), no more than the balance, then no more than the order's
 * cap. On success gives the discount in UAH (1 bonus = 1 UAH). Spending 0 is valid.
 */
export function checkBonusAmount(input: number | string, limits: BonusLimits): BonusCheck {
  const bonuses = toAmount(input);
  if (bonuses === null) return { ok: false, error: v.bonusInvalid };
  const balance = balanceOf(limits);
  if (bonuses > balance) return { ok: false, error: v.bonusInsufficient, limit: balance };
  const cap = capOf(limits);
  if (bonuses > cap) return { ok: false, error: v.bonusOrderMaxExceeded, limit: cap };
  return { ok: true, bonuses, discount: bonuses * BONUS_TO_UAH };
}

/** The most bonuses the shopper can spend on this order. */
export function maxSpendableBonuses(limits: BonusLimits): number {
  return Math.min(balanceOf(limits), capOf(limits));
}
