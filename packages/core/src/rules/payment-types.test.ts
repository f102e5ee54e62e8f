import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES, isCorporatePayment, isPaidOnReceipt, isPaymentType } from './payment-types';

describe('payment types', () => {
  it('lists the seven payment types', () => {
    expect(Object.values(PAYMENT_TYPES).sort()).toEqual(
      ['card_on_receipt', 'cash', 'credit', 'liqpay', 'no_cash', 'no_cash_company', 'no_cash_fop'].sort(),
    );
  });

  it.each(Object.values(PAYMENT_TYPES))('accepts %s', (value) => expect(isPaymentType(value)).toBe(true));

  it.each(['Cash', 'card', 'no-cash', '', null, 0])('rejects %s', (value) => expect(isPaymentType(value)).toBe(false));

  it('cash and card on receipt are paid on receipt, nothing else', () => {
    const onReceipt = Object.values(PAYMENT_TYPES).filter(isPaidOnReceipt);
    expect(onReceipt.sort()).toEqual(['card_on_receipt', 'cash']);
  });

  it('company and sole-trader transfers are the corporate payments', () => {
    const corporate = Object.values(PAYMENT_TYPES).filter(isCorporatePayment);
    expect(corporate.sort()).toEqual(['no_cash_company', 'no_cash_fop']);
  });
});
