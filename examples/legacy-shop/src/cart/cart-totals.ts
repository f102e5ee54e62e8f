export interface CartTotalsInput {
  /** Goods and services at server prices, UAH. */
  readonly goods: number;
  /** The applied promo code's percentage, when one applies. */
  readonly promoPercent: number | null;
  /** Bonuses the cart asks to spend. */
  readonly bonuses: number;
  /** Bonuses the cart's owner has (0 for a guest). */
  readonly balance: number;
  /** Share of the goods total bonuses may pay (settings.bonusMaxShare). */
  readonly bonusMaxShare: number;
}

export interface CartTotals {
  readonly goods: number;
  readonly promoDiscount: number;
  /** The most bonuses this cart accepts now. */
  readonly bonusCap: number;
  /** Bonuses that apply: the requested ones within the cap and the balance. */
  readonly bonuses: number;
  /** What the shopper pays, UAH: goods − promo discount − bonuses (1 bonus = 1 UAH). */
  readonly total: number;
}

/** A promo code takes its percentage of the goods total, rounded down to whole UAH. */
export function promoDiscount(goods: number, percent: number): number {
  return Math.floor((goods * percent) / 100);
}

/**
 * floor(share × goods), and never more than what is left after the promo discount, so the total
 * cannot go below zero. The share is taken in basis points to keep the arithmetic in integers
 * (0.3 × 70 is 20.999… in floating point).
 */
export function bonusCap(goods: number, discount: number, share: number): number {
  const basisPoints = Math.max(0, Math.round(share * 10_000));
  return Math.max(0, Math.min(Math.floor((goods * basisPoints) / 10_000), goods - discount));
}

export function cartTotals(input: CartTotalsInput): CartTotals {
  const discount = input.promoPercent === null ? 0 : promoDiscount(input.goods, input.promoPercent);
  const cap = bonusCap(input.goods, discount, input.bonusMaxShare);
  const bonuses = Math.max(0, Math.min(input.bonuses, cap, input.balance));
  return { goods: input.goods, promoDiscount: discount, bonusCap: cap, bonuses, total: input.goods - discount - bonuses };
}
