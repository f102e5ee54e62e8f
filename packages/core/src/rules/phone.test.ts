import { describe, expect, it } from 'vitest';
import { validationMessages as v } from '../i18n/messages';
import { isPhone, toMaskedPhone, phoneSchema } from './phone';

const issue = (input: unknown) => {
  const result = phoneSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('toMaskedPhone', () => {
  it.each([
    '+38 050 123 45 67',
    '+380501234567',
    '380501234567',
    '0501234567',
    '050 123-45-67',
    '(050) 123 45 67',
    '+38 (050) 123-45-67',
    '  +38 050 123 45 67  ',
  ])('%s → the mask form', (input) => expect(toMaskedPhone(input)).toBe('+38 050 123 45 67'));

  it('keeps landline numbers', () => expect(toMaskedPhone('044 123 45 67')).toBe('+38 044 123 45 67'));

  it.each([
    ['one digit short', '+38 050 123 45 6'],
    ['one digit long', '+38 050 123 45 678'],
    ['unfilled mask slots', '+38 050 123 __ __'],
    ['no leading 0', '+38 501 234 56 78'],
    ['toll-free 0 800', '0 800 30 00 33'],
    ['another country code', '+48 050 123 45 67'],
    ['letters', '+38 050 ABC 45 67'],
    ['empty', ''],
  ])('%s → null', (_label, input) => expect(toMaskedPhone(input)).toBeNull());

  it('isPhone accepts only strings that normalise', () => {
    expect(isPhone('0501234567')).toBe(true);
    expect(isPhone('050123456')).toBe(false);
    expect(isPhone(501234567)).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });
});

describe('phoneSchema', () => {
  it('parses to the mask form', () => {
    expect(phoneSchema.parse('0501234567')).toBe('+38 050 123 45 67');
  });

  it.each([undefined, null, '', '   ', '+38 ', '+38 ___ ___ __ __', '+38 (___) ___ __ __'])(
    'empty %s → only the required key',
    (input) => expect(issue(input)).toEqual([v.phoneRequired]),
  );

  it.each(['050123456', '+38 050 123 45 6_', 'hello', '3', '38', '+', '+38 0800 300 033'])('malformed %s → only the invalid key', (input) =>
    expect(issue(input)).toEqual([v.phoneInvalid]),
  );
});
