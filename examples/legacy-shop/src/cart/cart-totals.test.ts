import { describe, expect, it } from 'vitest';
import { bonusCap, cartTotals, promoDiscount } from './cart-totals';

const base = { goods: 10_000, promoPercent: null, bonuses: 0, balance: 0, bonusMaxShare: 0.3 };

describe('cart totals', () => {
  it('a promo code takes its percentage, rounded down to whole UAH', () => {
    expect(promoDiscount(999, 10)).toBe(99);
    expect(cartTotals({ ...base, goods: 999, promoPercent: 10 })).toMatchObject({ promoDiscount: 99, total: 900 });
  });

  it('caps bonuses at floor(share × goods) without floating-point slips', () => {
    expect(bonusCap(70, 0, 0.3)).toBe(21);
    expect(bonusCap(3, 0, 0.3)).toBe(0);
    expect(bonusCap(10_000, 0, 0.3)).toBe(3000);
    expect(bonusCap(0, 0, 0.3)).toBe(0);
  });

  it('never lets bonuses take the total below zero after a promo code', () => {
    expect(bonusCap(1000, 900, 0.3)).toBe(100);
    expect(cartTotals({ ...base, goods: 1000, promoPercent: 90, bonuses: 500, balance: 500 })).toMatchObject({
      promoDiscount: 900,
      bonuses: 100,
      total: 0,
    });
  });

  it('applies the requested bonuses only within the cap and the balance', () => {
    expect(cartTotals({ ...base, bonuses: 5000, balance: 10_000 }).bonuses).toBe(3000);
    expect(cartTotals({ ...base, bonuses: 5000, balance: 40 }).bonuses).toBe(40);
    expect(cartTotals({ ...base, bonuses: 200, balance: 10_000 })).toMatchObject({ bonuses: 200, total: 9800 });
  });
});
