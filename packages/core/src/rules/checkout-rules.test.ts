import { describe, expect, it } from 'vitest';
import { errorMessages as e, validationMessages as v } from '../i18n/messages';
import { checkCheckout } from './checkout-rules';
import type { CheckoutOrder } from './checkout-rules';

const recipient = { lastName: 'Шевченко', firstName: 'Тарас', middleName: 'Григорович', phone: '+38 050 123 45 67' };

function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return { total: 1000, delivery: 'newpost', payment: 'liqpay', items: [{ id: 1 }], recipient, ...overrides };
}

const keys = (o: CheckoutOrder) => checkCheckout(o).violations.map((violation) => violation.key);

describe('5000 UAH paid on receipt', () => {
  it.each(['cash', 'card_on_receipt'] as const)('%s: 4999 UAH needs no passport', (payment) => {
    expect(keys(order({ total: 4999, payment, recipient: {} }))).toEqual([]);
  });

  it.each(['cash', 'card_on_receipt'] as const)('%s: 5000 UAH without passport is blocked', (payment) => {
    const result = checkCheckout(order({ total: 5000, payment }));
    expect(result.canPlaceOrder).toBe(false);
    expect(result.violations).toEqual([
      { key: v.passportRequiredOver5000, severity: 'error', field: 'passport', params: { passportThreshold: 5000 } },
    ]);
  });

  it.each(['123456789', 'АБ123456', 'AB123456'])('5000 UAH with passport %s passes', (passport) => {
    expect(checkCheckout(order({ total: 5000, payment: 'cash', passport })).canPlaceOrder).toBe(true);
  });

  it.each(['АБ12345', '12345678'])('5000 UAH with a malformed passport %s is blocked', (passport) => {
    expect(keys(order({ total: 5000, payment: 'cash', passport }))).toEqual([v.passportInvalid]);
  });

  it.each(['', '   ', null])('a blank passport %s counts as missing', (passport) => {
    expect(keys(order({ total: 5000, payment: 'cash', passport }))).toEqual([v.passportRequiredOver5000]);
  });

  it('needs the recipient’s full name, middle name included', () => {
    const base = { total: 5000, payment: 'cash' as const, passport: '123456789' };
    expect(keys(order({ ...base, recipient: { ...recipient, middleName: ' ' } }))).toEqual([v.recipientFullNameRequired]);
    expect(keys(order({ ...base, recipient: { ...recipient, lastName: null } }))).toEqual([v.recipientFullNameRequired]);
    expect(keys(order({ ...base, recipient: { ...recipient, firstName: '' } }))).toEqual([v.recipientFullNameRequired]);
  });

  it('needs the recipient’s valid phone', () => {
    const base = { total: 5000, payment: 'cash' as const, passport: '123456789' };
    expect(keys(order({ ...base, recipient: { ...recipient, phone: '' } }))).toEqual([v.recipientMobileRequired]);
    expect(keys(order({ ...base, recipient: { ...recipient, phone: '+38 050 12' } }))).toEqual([v.recipientMobileRequired]);
    expect(keys(order({ ...base, recipient: { ...recipient, phone: '0501234567' } }))).toEqual([]);
  });

  it('with nothing given, reports all three', () => {
    expect(checkCheckout(order({ total: 7000, payment: 'cash', recipient: undefined })).violations.map((x) => x.field)).toEqual([
      'passport',
      'recipient.fullName',
      'recipient.phone',
    ]);
  });

  it.each(['liqpay', 'credit', 'no_cash', 'no_cash_company', 'no_cash_fop'] as const)(
    'does not apply when paying by %s',
    (payment) => {
      const violations = checkCheckout(order({ total: 9000, payment, recipient: {}, creditOptions: 3 })).violations;
      expect(violations.map((x) => x.key)).not.toContain(v.passportRequiredOver5000);
      expect(violations.map((x) => x.key)).not.toContain(v.recipientFullNameRequired);
    },
  );
});

describe('cash limits', () => {
  const paid = { passport: '123456789', payment: 'cash' as const };

  it('courier: 50 000 UAH in cash passes, 50 001 does not', () => {
    expect(keys(order({ ...paid, delivery: 'courier', total: 50_000 }))).toEqual([]);
    const result = checkCheckout(order({ ...paid, delivery: 'courier', total: 50_001 }));
    expect(result.canPlaceOrder).toBe(false);
    expect(result.violations).toEqual([
      { key: e.cashLimitCourier, severity: 'error', field: 'payment', params: { cashLimitCourier: 50_000 } },
    ]);
  });

  it('courier: the limit is per day, counting cash already due today', () => {
    expect(keys(order({ ...paid, delivery: 'courier', total: 20_000, cashPaidToday: 30_000 }))).toEqual([]);
    expect(keys(order({ ...paid, delivery: 'courier', total: 20_000, cashPaidToday: 30_001 }))).toEqual([
      e.cashLimitCourier,
    ]);
  });

  it('per-product courier follows the courier limit', () => {
    expect(keys(order({ ...paid, delivery: 'courier-77', total: 50_001 }))).toEqual([e.cashLimitCourier]);
  });

  it('courier paid by card on receipt has no cash limit', () => {
    expect(keys(order({ ...paid, payment: 'card_on_receipt', delivery: 'courier', total: 60_000 }))).toEqual([]);
  });

  it('carrier: 150 000 UAH in cash passes, 150 001 does not', () => {
    expect(keys(order({ ...paid, delivery: 'newpost', total: 150_000 }))).toEqual([]);
    expect(checkCheckout(order({ ...paid, delivery: 'newpost', total: 150_001 })).violations).toEqual([
      { key: e.cashLimitCarrier, severity: 'error', field: 'payment', params: { cashLimitCarrier: 150_000 } },
    ]);
  });

  it('carrier limit ignores the courier’s daily count and the courier limit', () => {
    expect(keys(order({ ...paid, delivery: 'newpost', total: 100_000, cashPaidToday: 100_000 }))).toEqual([]);
  });

  it('self pickup has neither limit', () => {
    expect(keys(order({ ...paid, delivery: 'self-delivery', total: 200_000 }))).toEqual([]);
  });
});

describe('delivery availability', () => {
  const items = [{ id: 1 }, { id: 2, selfPickup: false, parcelLocker: false }, { id: 3, selfPickup: true, parcelLocker: true }];

  it('parcel locker cannot be paid in cash', () => {
    expect(keys(order({ delivery: 'np-mailbox', payment: 'cash' }))).toEqual([e.parcelLockerNotWithCash]);
    expect(keys(order({ delivery: 'np-mailbox', payment: 'liqpay' }))).toEqual([]);
    expect(keys(order({ delivery: 'np-mailbox', payment: 'card_on_receipt' }))).toEqual([]);
  });

  it('parcel locker in cash above the carrier limit reports only the locker', () => {
    expect(keys(order({ delivery: 'np-mailbox', payment: 'cash', total: 200_000, passport: '123456789' }))).toEqual([
      e.parcelLockerNotWithCash,
    ]);
  });

  it('names the items a shop cannot hand out', () => {
    expect(checkCheckout(order({ delivery: 'self-delivery', items })).violations).toEqual([
      { key: e.deliveryUnavailableSelfPickup, severity: 'error', field: 'delivery', itemIds: [2] },
    ]);
  });

  it('names the items that do not fit a parcel locker', () => {
    expect(checkCheckout(order({ delivery: 'np-mailbox', items })).violations).toEqual([
      { key: e.deliveryUnavailableParcelLocker, severity: 'error', field: 'delivery', itemIds: [2] },
    ]);
  });

  it('item flags matter only for their own delivery type', () => {
    expect(keys(order({ delivery: 'newpost', items }))).toEqual([]);
    expect(keys(order({ delivery: 'courier', items }))).toEqual([]);
  });
});

describe('credit', () => {
  const credit = { payment: 'credit' as const, creditOptions: 2 };

  it('passes with offers and no promo code or bonuses', () => {
    expect(checkCheckout(order(credit)).violations).toEqual([]);
  });

  it('is impossible with a promo code', () => {
    expect(checkCheckout(order({ ...credit, promoCode: 'SALE10' })).violations).toEqual([
      { key: e.creditNotWithPromoCode, severity: 'error', field: 'payment' },
    ]);
    expect(keys(order({ ...credit, promoCode: '  ' }))).toEqual([]);
  });

  it('is impossible without credit offers', () => {
    expect(keys(order({ ...credit, creditOptions: 0 }))).toEqual([e.creditNoOptions]);
    expect(keys(order({ ...credit, creditOptions: undefined }))).toEqual([e.creditNoOptions]);
  });

  it('cannot take bonuses', () => {
    expect(checkCheckout(order({ ...credit, bonuses: 1 })).violations).toEqual([
      { key: e.promoOrBonusesNotWithCredit, severity: 'error', field: 'bonuses' },
    ]);
    expect(keys(order({ ...credit, bonuses: 0 }))).toEqual([]);
  });

  it('warns that gifts are not included, without blocking', () => {
    const result = checkCheckout(order({ ...credit, items: [{ id: 1, gift: true }, { id: 2 }, { id: 3, gift: true }] }));
    expect(result.violations).toEqual([{ key: e.giftNotWithCredit, severity: 'warning', field: 'payment', itemIds: [1, 3] }]);
    expect(result.canPlaceOrder).toBe(true);
  });

  it('promo code, bonuses and gifts are fine with other payments', () => {
    expect(keys(order({ payment: 'liqpay', promoCode: 'SALE10', bonuses: 50, items: [{ id: 1, gift: true }] }))).toEqual([]);
  });
});

describe('checkCheckout result', () => {
  it('a clean order can be placed and carries the delivery cost', () => {
    expect(checkCheckout(order({ total: 1499 }))).toEqual({
      violations: [],
      canPlaceOrder: true,
      deliveryCost: { free: false, payOnReceipt: true, missingForFree: 1 },
    });
    expect(checkCheckout(order({ total: 1500 })).deliveryCost).toEqual({ free: true });
  });

  it('lists several violations in rule order', () => {
    expect(
      keys(order({ total: 160_000, payment: 'cash', delivery: 'newpost', recipient: {}, passport: null })),
    ).toEqual([v.passportRequiredOver5000, v.recipientFullNameRequired, v.recipientMobileRequired, e.cashLimitCarrier]);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a total of %s', (total) => {
    expect(() => checkCheckout(order({ total }))).toThrow(RangeError);
  });
});
