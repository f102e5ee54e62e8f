import { describe, expect, it } from 'vitest';
import { errorMessages as e } from '../i18n/messages';
import { creditUnavailableReason, promoOrBonusesBlockedBy, showCreditBadges } from './credit-rules';

describe('showCreditBadges', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [null, false, false],
    [undefined, false, false],
  ])('available %s, corporate %s → %s', (availableForCredit, corporate, shown) =>
    expect(showCreditBadges({ availableForCredit, corporate })).toBe(shown),
  );
});

describe('creditUnavailableReason', () => {
  it('promo code first, then missing offers', () => {
    expect(creditUnavailableReason({ promoCode: 'SALE', creditOptions: 0 })).toBe(e.creditNotWithPromoCode);
    expect(creditUnavailableReason({ creditOptions: 0 })).toBe(e.creditNoOptions);
    expect(creditUnavailableReason({})).toBe(e.creditNoOptions);
    expect(creditUnavailableReason({ creditOptions: Number.NaN })).toBe(e.creditNoOptions);
    expect(creditUnavailableReason({ promoCode: '', creditOptions: 1 })).toBeNull();
    expect(creditUnavailableReason({ promoCode: null, creditOptions: 3 })).toBeNull();
  });
});

describe('promoOrBonusesBlockedBy', () => {
  it('only credit blocks them', () => {
    expect(promoOrBonusesBlockedBy('credit')).toBe(e.promoOrBonusesNotWithCredit);
    for (const payment of ['liqpay', 'cash', 'card_on_receipt', 'no_cash'] as const) {
      expect(promoOrBonusesBlockedBy(payment)).toBeNull();
    }
  });
});
