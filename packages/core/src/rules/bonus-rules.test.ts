import { describe, expect, it } from 'vitest';
import { validationMessages as v } from '../i18n/messages';
import { checkBonusAmount, maxSpendableBonuses } from './bonus-rules';

const limits = { balance: 300, orderMax: 200 };

describe('checkBonusAmount', () => {
  it.each([
    ['0', 0, { ok: true, bonuses: 0, discount: 0 }],
    ['= max', 200, { ok: true, bonuses: 200, discount: 200 }],
    ['max + 1', 201, { ok: false, error: v.bonusOrderMaxExceeded, limit: 200 }],
    ['= balance', 300, { ok: false, error: v.bonusOrderMaxExceeded, limit: 200 }],
    ['balance + 1', 301, { ok: false, error: v.bonusInsufficient, limit: 300 }],
    ['negative', -1, { ok: false, error: v.bonusInvalid }],
    ['fractional', 10.5, { ok: false, error: v.bonusInvalid }],
    ['NaN', Number.NaN, { ok: false, error: v.bonusInvalid }],
    ['Infinity', Number.POSITIVE_INFINITY, { ok: false, error: v.bonusInvalid }],
  ])('%s', (_label, amount, expected) => expect(checkBonusAmount(amount, limits)).toEqual(expected));

  it('spending exactly the balance is fine when the order allows it', () => {
    expect(checkBonusAmount(300, { balance: 300, orderMax: 500 })).toEqual({ ok: true, bonuses: 300, discount: 300 });
    expect(checkBonusAmount(301, { balance: 300, orderMax: 500 })).toEqual({
      ok: false,
      error: v.bonusInsufficient,
      limit: 300,
    });
  });

  it('without a cap only the balance limits', () => {
    expect(checkBonusAmount(1000, { balance: 1000 }).ok).toBe(true);
    expect(checkBonusAmount(1000, { balance: 1000, orderMax: null }).ok).toBe(true);
    expect(checkBonusAmount(1001, { balance: 1000 })).toMatchObject({ error: v.bonusInsufficient });
  });

  it('a null balance means no bonuses', () => {
    expect(checkBonusAmount(0, { balance: null }).ok).toBe(true);
    expect(checkBonusAmount(1, { balance: null })).toMatchObject({ error: v.bonusInsufficient, limit: 0 });
  });

  it('corrupt limits fail closed', () => {
    expect(checkBonusAmount(1, { balance: Number.NaN })).toMatchObject({ error: v.bonusInsufficient });
    expect(checkBonusAmount(1, { balance: -5 })).toMatchObject({ error: v.bonusInsufficient });
    expect(checkBonusAmount(1, { balance: 10, orderMax: Number.NaN })).toMatchObject({ error: v.bonusOrderMaxExceeded });
    expect(checkBonusAmount(1, { balance: 10, orderMax: -1 })).toMatchObject({ error: v.bonusOrderMaxExceeded });
  });

  it('accepts the text of a field', () => {
    expect(checkBonusAmount(' 150 ', limits)).toEqual({ ok: true, bonuses: 150, discount: 150 });
    for (const text of ['', ' ', '1.5', '-1', '1e2', '12a', '0x10']) {
      expect(checkBonusAmount(text, limits), text).toEqual({ ok: false, error: v.bonusInvalid });
    }
  });

  it('1 bonus is 1 UAH of discount', () => {
    const result = checkBonusAmount(123, { balance: 500 });
    expect(result.ok && result.discount).toBe(123);
  });
});

describe('maxSpendableBonuses', () => {
  it('is the smaller of balance and cap', () => {
    expect(maxSpendableBonuses({ balance: 300, orderMax: 200 })).toBe(200);
    expect(maxSpendableBonuses({ balance: 100, orderMax: 200 })).toBe(100);
    expect(maxSpendableBonuses({ balance: 100 })).toBe(100);
    expect(maxSpendableBonuses({ balance: null, orderMax: 200 })).toBe(0);
    expect(maxSpendableBonuses({ balance: 99.9 })).toBe(99);
  });

  it('agrees with checkBonusAmount at its own boundary', () => {
    for (const limitsCase of [limits, { balance: 50, orderMax: 80 }, { balance: 7 }]) {
      const max = maxSpendableBonuses(limitsCase);
      expect(checkBonusAmount(max, limitsCase).ok).toBe(true);
      expect(checkBonusAmount(max + 1, limitsCase).ok).toBe(false);
    }
  });
});
