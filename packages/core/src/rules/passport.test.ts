import { describe, expect, it } from 'vitest';
import { validationMessages as v } from '../i18n/messages';
import { isPassport, normalizePassport, passportSchema } from './passport';

describe('normalizePassport', () => {
  it.each([
    ['ID card, 9 digits', '123456789', '123456789'],
    ['booklet, Cyrillic', 'АБ123456', 'АБ123456'],
    ['booklet, Ukrainian letters', 'ІЇ123456', 'ІЇ123456'],
    ['booklet, lower case', 'км123456', 'КМ123456'],
    ['booklet, Latin look-alikes become Cyrillic', 'AB123456', 'АВ123456'],
    ['booklet, mixed scripts', 'aВ123456', 'АВ123456'],
    ['spaces are dropped', ' АБ 123 456 ', 'АБ123456'],
    ['ID card with spaces', '123 456 789', '123456789'],
  ])('%s', (_label, input, expected) => expect(normalizePassport(input)).toBe(expected));

  it.each([
    ['booklet, five digits', 'АБ12345'],
    ['booklet, seven digits', 'АБ1234567'],
    ['eight digits', '12345678'],
    ['ten digits', '1234567890'],
    ['one letter', 'А1234567'],
    ['three letters', 'АБВ123456'],
    ['Latin letter without a Cyrillic twin', 'QZ123456'],
    ['Russian-only letters', 'ЫЭ123456'],
    ['digits before letters', '123456АБ'],
    ['empty', ''],
  ])('%s → null', (_label, input) => expect(normalizePassport(input)).toBeNull());

  it('isPassport', () => {
    expect(isPassport('123456789')).toBe(true);
    expect(isPassport('12345678')).toBe(false);
    expect(isPassport(123456789)).toBe(false);
    expect(isPassport(null)).toBe(false);
  });
});

describe('passportSchema', () => {
  it('parses to the canonical form', () => expect(passportSchema.parse(' ab123456 ')).toBe('АВ123456'));

  it.each(['', '   ', undefined])('empty %s → only the required key', (input) => {
    const result = passportSchema.safeParse(input);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([v.required]);
  });

  it.each(['АБ12345', '12345678'])('malformed %s → passport invalid', (input) => {
    const result = passportSchema.safeParse(input);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([v.passportInvalid]);
  });
});
