import { describe, expect, it } from 'vitest';
import {
  CREDIT_POPUP_ID,
  CREDIT_PROVIDER_IDS,
  CREDIT_TYPES,
  creditProviderBank,
  instalmentBankOf,
  isCreditProviderId,
  isCreditType,
  isPartialPaymentsProvider,
} from './credit-types';

describe('credit types', () => {
  it('lists the eight credit types', () => {
    expect([...CREDIT_TYPES]).toEqual(['instant', 'partial', 'partial0', 'pb-mgnovennyj-kredit', 'pb-oplata-chastyami', 'mono-internet-pch', 'pumb-internet', 'abank-internet']);
  });

  it.each([...CREDIT_TYPES])('accepts %s', (value) => expect(isCreditType(value)).toBe(true));

  it.each(['partial1', 'Instant', 'mono', '', undefined, 1])('rejects %s', (value) =>
    expect(isCreditType(value)).toBe(false),
  );

  it('popup id', () => expect(CREDIT_POPUP_ID).toBe('credit-info'));
});

describe('credit providers', () => {
  it('are 1, 2, 5, 276 and 277', () => {
    expect([...CREDIT_PROVIDER_IDS]).toEqual([1, 2, 5, 276, 277]);
    for (const id of [1, 2, 5, 276, 277]) expect(isCreditProviderId(id)).toBe(true);
    for (const id of [0, 3, 4, 6, 275, 278, '1', null]) expect(isCreditProviderId(id)).toBe(false);
  });

  it('1 and 2 are one bank, 2 being its partial payments', () => {
    expect(creditProviderBank(1)).toBe(1);
    expect(creditProviderBank(2)).toBe(1);
    expect(isPartialPaymentsProvider(2)).toBe(true);
    expect(isPartialPaymentsProvider(1)).toBe(false);
  });

  it('5, 276 and 277 are other banks, each its own', () => {
    expect(new Set([5, 276, 277].map((id) => creditProviderBank(id as 5 | 276 | 277))).size).toBe(3);
    expect([5, 276, 277].map((id) => creditProviderBank(id as 5 | 276 | 277))).not.toContain(1);
    expect(isPartialPaymentsProvider(5)).toBe(false);
  });
});

describe('instalment banks', () => {
  it('are monobank and A-Bank, found by their credit types', () => {
    expect(instalmentBankOf('mono-internet-pch')).toBe('monobank');
    expect(instalmentBankOf('abank-internet')).toBe('abank');
    for (const type of CREDIT_TYPES.filter((type) => type !== 'mono-internet-pch' && type !== 'abank-internet')) {
      expect(instalmentBankOf(type), type).toBeNull();
    }
    expect(instalmentBankOf(null)).toBeNull();
    expect(instalmentBankOf(undefined)).toBeNull();
  });
});
