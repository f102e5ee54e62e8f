import { describe, expect, it } from 'vitest';
import type { Cart } from '../../schemas/cart';
import { checkoutSummary } from './checkout-summary';

const cart = (overrides: Partial<Cart>): Cart => ({
  cart_id: 'cart-1',
  suppliers: [{ products: [{ id: 1, choosed_quantity: 2, price: 1000, final_price: 900, service_products: [{ id: 9, choosed_quantity: 1, price: 200 }] }] }],
  ...overrides,
});

describe('the checkout summary', () => {
  it('takes goods, discount, bonuses and total from the cart answer', () => {
    expect(checkoutSummary(cart({ goods: 2000, total: 1700, promocode: { code: 'SPRING', kind: 'promo', discount: 200 }, bonuses: 100 }), 'newpost')).toEqual({
      goods: 2000,
      discount: 200,
      bonuses: 100,
      delivery: { free: true },
      total: 1700,
    });
  });

  it('charges the carrier’s tariff on receipt below 1500 UAH, and nothing for pick-up', () => {
    expect(checkoutSummary(cart({ goods: 1499, total: 1499 }), 'newpost').delivery).toEqual({ free: false, payOnReceipt: true, missingForFree: 1 });
    expect(checkoutSummary(cart({ goods: 1499, total: 1499 }), 'self-delivery').delivery).toEqual({ free: true });
    expect(checkoutSummary(cart({ goods: 1500, total: 1500 }), 'courier').delivery).toEqual({ free: true });
  });

  it('works out what an older answer leaves out', () => {
    expect(checkoutSummary(cart({ total: 1700, promocode: { code: 'SPRING', kind: 'promo', discount: 300 } }))).toMatchObject({ goods: 2000, total: 1700 });
    // Neither goods nor total: the lines' own prices (2 × 900 + the 200 service).
    expect(checkoutSummary(cart({ bonuses: 50 }))).toMatchObject({ goods: 2000, bonuses: 50, total: 1950 });
  });
});
