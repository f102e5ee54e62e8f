import { describe, expect, it } from 'vitest';
import type { CheckoutItem } from '../../rules/checkout-rules';
import { deliveryOptions, paymentOptions, paymentTypesFor, type CheckoutOption } from './checkout-options';

const reasons = <T extends string>(options: readonly CheckoutOption<T>[]) => Object.fromEntries(options.map((option) => [option.type, option.reason]));
const notes = <T extends string>(options: readonly CheckoutOption<T>[]) => Object.fromEntries(options.map((option) => [option.type, option.note]));

const phone: CheckoutItem = { id: 1 };
const fridge: CheckoutItem = { id: 2, selfPickup: false, parcelLocker: false };
const withGift: CheckoutItem = { id: 3, gift: true };

describe('delivery options', () => {
  it('offers every type for items that allow them all (a missing flag allows)', () => {
    expect(reasons(deliveryOptions([phone]))).toEqual({ newpost: null, 'np-mailbox': null, courier: null, 'self-delivery': null });
  });

  it('rules out pick-up and parcel lockers for an item that allows neither, saying why', () => {
    expect(reasons(deliveryOptions([phone, fridge]))).toEqual({
      newpost: null,
      'np-mailbox': 'errors.delivery_unavailable_parcel_locker',
      courier: null,
      'self-delivery': 'errors.delivery_unavailable_self_pickup',
    });
  });
});

describe('payment options', () => {
  const base = { corporate: false, delivery: 'newpost' as const, total: 2000, items: [phone], creditOptions: 3 };

  it('offers a corporate buyer the transfers and no credit; anyone else no transfers', () => {
    expect(paymentTypesFor(true)).toEqual(['liqpay', 'cash', 'no_cash_company', 'no_cash_fop', 'no_cash', 'card_on_receipt']);
    expect(paymentTypesFor(false)).toEqual(['liqpay', 'cash', 'no_cash', 'card_on_receipt', 'credit']);
    expect(paymentOptions({ ...base, corporate: true }).map((option) => option.type)).not.toContain('credit');
  });

  it('allows every offered type for a plain order', () => {
    expect(Object.values(reasons(paymentOptions(base)))).toEqual([null, null, null, null, null]);
  });

  it('rules out cash for a parcel locker', () => {
    expect(reasons(paymentOptions({ ...base, delivery: 'np-mailbox' })).cash).toBe('errors.parcel_locker_not_with_cash');
  });

  it('rules out cash over the carrier’s and the courier’s limits', () => {
    expect(reasons(paymentOptions({ ...base, total: 150_001 })).cash).toBe('errors.cash_limit_carrier');
    expect(reasons(paymentOptions({ ...base, delivery: 'courier', total: 50_001 })).cash).toBe('errors.cash_limit_courier');
    expect(reasons(paymentOptions({ ...base, delivery: 'courier', total: 50_000 })).cash).toBeNull();
  });

  it('rules out credit with a promo code, with bonuses, and without offers', () => {
    expect(reasons(paymentOptions({ ...base, promoCode: 'SPRING10' })).credit).toBe('errors.credit_not_with_promo_code');
    expect(reasons(paymentOptions({ ...base, bonuses: 100 })).credit).toBe('errors.promo_or_bonuses_not_with_credit');
    expect(reasons(paymentOptions({ ...base, creditOptions: 0 })).credit).toBe('errors.credit_no_options');
    expect(reasons(paymentOptions({ ...base, creditOptions: undefined })).credit).toBe('errors.credit_no_options');
  });

  it('notes, without ruling it out, that a gift is not given with credit', () => {
    const options = paymentOptions({ ...base, items: [withGift] });
    expect(reasons(options).credit).toBeNull();
    expect(notes(options)).toMatchObject({ credit: 'errors.gift_not_with_credit', cash: null });
  });
});
