import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['380501234567', '+38 050 123 45 67'],
    ['+380501234567', '+38 050 123 45 67'],
    ['+38 (050) 123-45-67', '+38 050 123 45 67'],
    ['38 050 123 45 67', '+38 050 123 45 67'],
    ['  +38.050.123.45.67 ', '+38 050 123 45 67'],
    ['0501234567', '+38 050 123 45 67'],
    ['(067) 765-43-21', '+38 067 765 43 21'],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it.each(['', 'not a phone', '12345', '+38050123456789', '38050123456a', '050+1234567', '+0501234567', 'tel:380501234567'])(
    'returns %j unchanged',
    (raw) => {
      expect(formatPhone(raw)).toBe(raw);
    },
  );

  it('never throws, whatever it is given', () => {
    for (const value of [null, undefined, 380501234567, {}, []]) {
      expect(() => formatPhone(value as unknown as string)).not.toThrow();
    }
    expect(formatPhone(null as unknown as string)).toBeNull();
  });
});

describe('normalizePhone', () => {
  it('gives + and twelve digits', () => {
    expect(normalizePhone('+38 (050) 123-45-67')).toBe('+380501234567');
    expect(normalizePhone('380501234567')).toBe('+380501234567');
    expect(normalizePhone('050 123 45 67')).toBe('+380501234567');
  });

  it('gives undefined for anything that is not a phone number', () => {
    expect(normalizePhone('')).toBeUndefined();
    expect(normalizePhone('+38 050 123')).toBeUndefined();
    expect(normalizePhone('phone: 0501234567')).toBeUndefined();
    expect(normalizePhone(undefined as unknown as string)).toBeUndefined();
  });
});
