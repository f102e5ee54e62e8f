import type { ZodMiniType } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { validationMessages as v } from '../i18n/messages';
import { APARTMENT_PATTERN, BUILDING_PATTERN, apartmentSchema, buildingSchema, companyCodeSchema, companyNameSchema, emailSchema, loginPasswordSchema, nameSchema, optionalField, optionalNameSchema, passwordSchema, privacyConsentSchema, promoCodeInputSchema, streetSchema, taxNumberSchema } from './field-rules';

/** Every message the schema reports for the input, in order; [] when it passes. */
function messages(schema: ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('password', () => {
  it.each([
    ['5 characters', 'abcde', [v.passwordTooShort]],
    ['6 characters', 'abcdef', []],
    ['128 characters', 'a'.repeat(128), []],
    ['129 characters', 'a'.repeat(129), [v.tooLong]],
    ['empty', '', [v.required]],
    ['only spaces', '      ', [v.required]],
    ['missing', undefined, [v.required]],
    ['inner and outer spaces count', ' ab c ', []],
  ])('%s', (_label, input, expected) => expect(messages(passwordSchema, input)).toEqual(expected));

  it('is not trimmed', () => expect(passwordSchema.parse(' secret ')).toBe(' secret '));

  it('login only needs a password to be there', () => {
    expect(messages(loginPasswordSchema, 'abc')).toEqual([]);
    expect(messages(loginPasswordSchema, ' ')).toEqual([v.required]);
    expect(messages(loginPasswordSchema, 'a'.repeat(129))).toEqual([v.tooLong]);
  });
});

describe('name', () => {
  it.each([
    ['empty', '', [v.nameRequired]],
    ['blank', '   ', [v.nameRequired]],
    ['missing', undefined, [v.nameRequired]],
    ['1 letter', 'І', [v.tooShort]],
    ['2 letters', 'Ія', []],
    ['50 letters', 'я'.repeat(50), []],
    ['51 letters', 'я'.repeat(51), [v.tooLong]],
    ['apostrophe and hyphen', "Мар'яна-Олена", []],
  ])('%s', (_label, input, expected) => expect(messages(nameSchema, input)).toEqual(expected));

  it('trims and collapses inner whitespace', () => expect(nameSchema.parse('  Анна   Марія ')).toBe('Анна Марія'));

  it('a middle name may be missing or blank, but is a name when given', () => {
    expect(optionalNameSchema.parse(undefined)).toBeUndefined();
    expect(optionalNameSchema.parse(null)).toBeUndefined();
    expect(optionalNameSchema.parse('  ')).toBeUndefined();
    expect(optionalNameSchema.parse(' Петрович ')).toBe('Петрович');
    expect(messages(optionalNameSchema, 'П')).toEqual([v.tooShort]);
    expect(messages(optionalNameSchema, 'я'.repeat(51))).toEqual([v.tooLong]);
  });
});

describe('e-mail', () => {
  it.each([
    ['empty', '', [v.emailRequired]],
    ['blank', '  ', [v.emailRequired]],
    ['missing', undefined, [v.emailRequired]],
    ['no @', 'user.example.com', [v.emailInvalid]],
    ['no domain dot', 'user@localhost', [v.emailInvalid]],
    ['space inside', 'us er@example.com', [v.emailInvalid]],
    ['valid', 'user@example.com', []],
    ['valid with plus and subdomain', 'a.b+c@mail.example.com.ua', []],
    ['too long', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`, [v.emailInvalid]],
  ])('%s', (_label, input, expected) => expect(messages(emailSchema, input)).toEqual(expected));

  it('is trimmed', () => expect(emailSchema.parse(' user@example.com ')).toBe('user@example.com'));
});

describe('privacy consent', () => {
  it.each([
    [true, []],
    [false, [v.privacyConsent]],
    [undefined, [v.privacyConsent]],
    ['true', [v.privacyConsent]],
    [1, [v.privacyConsent]],
  ])('%s', (input, expected) => expect(messages(privacyConsentSchema, input)).toEqual(expected));
});

describe('company name', () => {
  it('is required and bounded', () => {
    expect(messages(companyNameSchema, ' ')).toEqual([v.required]);
    expect(messages(companyNameSchema, 'ТОВ «Вітрина»')).toEqual([]);
    expect(messages(companyNameSchema, 'Я'.repeat(256))).toEqual([v.tooLong]);
  });
});

describe('company code', () => {
  it.each([
    ['7 digits', '1234567', [v.companyCodeInvalid]],
    ['8 digits', '12345678', []],
    ['8 digits padded', ' 12345678 ', []],
    ['9 digits', '123456789', [v.companyCodeInvalid]],
    ['a letter', '1234567A', [v.companyCodeInvalid]],
    ['inner space', '1234 5678', [v.companyCodeInvalid]],
    ['empty', '', [v.required]],
    ['number, not text', 12345678, [v.required]],
  ])('%s', (_label, input, expected) => expect(messages(companyCodeSchema, input)).toEqual(expected));
});

describe('tax number', () => {
  it.each([
    ['9 digits', '123456789', [v.taxNumberInvalid]],
    ['10 digits', '1234567890', []],
    ['11 digits', '12345678901', [v.taxNumberInvalid]],
    ['a letter', '123456789Б', [v.taxNumberInvalid]],
    ['empty', '  ', [v.required]],
  ])('%s', (_label, input, expected) => expect(messages(taxNumberSchema, input)).toEqual(expected));
});

describe('promo code', () => {
  it.each([
    ['3 characters', 'ABC', [v.promoCodeTooShort]],
    ['4 characters', 'ABCD', []],
    ['50 characters', 'A'.repeat(50), []],
    ['51 characters', 'A'.repeat(51), [v.promoCodeTooLong]],
    ['3 characters padded to 5', ' ABC ', [v.promoCodeTooShort]],
    ['50 characters padded', ` ${'A'.repeat(50)} `, []],
    ['empty', '', [v.required]],
  ])('%s', (_label, input, expected) => expect(messages(promoCodeInputSchema, input)).toEqual(expected));

  it('is trimmed', () => expect(promoCodeInputSchema.parse('  SALE10 ')).toBe('SALE10'));
});

describe('street', () => {
  it('is required and bounded', () => {
    expect(messages(streetSchema, '')).toEqual([v.required]);
    expect(messages(streetSchema, 'вул. Хрещатик')).toEqual([]);
    expect(messages(streetSchema, 'в'.repeat(101))).toEqual([v.tooLong]);
  });
});

describe('building', () => {
  it.each(['1', '12', '1234', '12А', '12а', '12 А', '12-б', '12/3', '12/3А', '12-14', '7B', "12ґ"])('accepts %s', (input) => {
    expect(BUILDING_PATTERN.test(input)).toBe(true);
    expect(messages(buildingSchema, input)).toEqual([]);
  });

  it.each(['0', '012', '12345', 'А', 'A12', '12АБ', '12//3', '12/', '12-', '-12', '12 / 3', '№12', '1.5'])(
    'rejects %s',
    (input) => expect(messages(buildingSchema, input)).toEqual([v.buildingInvalid]),
  );

  it('empty → only the required key', () => {
    expect(messages(buildingSchema, '')).toEqual([v.required]);
    expect(messages(buildingSchema, undefined)).toEqual([v.required]);
  });

  it('is trimmed', () => expect(buildingSchema.parse(' 12А ')).toBe('12А'));
});

describe('apartment', () => {
  it.each(['1', '7', '120', '12345', '12А', '12-б', '12 a'])('accepts %s', (input) => {
    expect(APARTMENT_PATTERN.test(input)).toBe(true);
    expect(messages(apartmentSchema, input)).toEqual([]);
  });

  it.each(['0', '07', '123456', 'А', '12/3', '12АБ', 'кв. 5'])('rejects %s', (input) =>
    expect(messages(apartmentSchema, input)).toEqual([v.apartmentInvalid]),
  );

  it.each([undefined, null, '', '   '])('is optional: %s → undefined', (input) =>
    expect(apartmentSchema.parse(input)).toBeUndefined(),
  );

  it('rejects a non-text value', () => expect(messages(apartmentSchema, 5)).toEqual([v.invalid]));
});

describe('optionalField', () => {
  it('passes blank as undefined and validates anything else', () => {
    const schema = optionalField(taxNumberSchema);
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(' 1234567890 ')).toBe('1234567890');
    expect(messages(schema, '123')).toEqual([v.taxNumberInvalid]);
  });
});
