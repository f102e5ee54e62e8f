import { checkBonusAmount, errorMessages as e } from '@vitrina/core';
import { errorOf as bonusErrorOf } from '../cart/cart-bonuses';
import { bonusCap, cartTotals, promoDiscount, type CartTotals } from '../cart/cart-totals';
import type { PromoCodeRow } from '../cart/promo-codes';

export interface OrderPricingInput {
  /** Goods and services at server prices, UAH. */
  readonly goods: number;
  /** The order's usable promo code, if any. */
  readonly promo: PromoCodeRow | null;
  /** Bonuses the order asks to spend. */
  readonly bonuses: number;
  /** The buyer's balance now (0 for a guest). */
  readonly balance: number;
  readonly bonusMaxShare: number;
}

export interface OrderPricing extends CartTotals {
  readonly promo: { readonly code: string; readonly percent: number } | null;
  /** Why the bonuses asked for cannot be spent (errors.bonus_*), or null. */
  readonly bonusError: string | null;
}

/**
 * What the order costs, as the cart computes it (cart/cart-totals.ts): the promo code's share of
 * the goods, then bonuses within the balance and the order's cap (bonusCap), checked with the
 * core's checkBonusAmount. Bonuses that cannot be spent are reported and left out of the total.
 */
export function priceOrder(input: OrderPricingInput): OrderPricing {
  const promo = input.promo ? { code: input.promo.code, percent: input.promo.discount_percent } : null;
  const discount = promo ? promoDiscount(input.goods, promo.percent) : 0;
  const cap = bonusCap(input.goods, discount, input.bonusMaxShare);
  const check = checkBonusAmount(input.bonuses, { balance: input.balance, orderMax: cap });
  const totals = cartTotals({
    goods: input.goods,
    promoPercent: promo?.percent ?? null,
    bonuses: check.ok ? check.bonuses : 0,
    balance: input.balance,
    bonusMaxShare: input.bonusMaxShare,
  });
  return { ...totals, promo, bonusError: check.ok ? null : (bonusErrorOf[check.error] ?? e.bonusIncorrect) };
}
