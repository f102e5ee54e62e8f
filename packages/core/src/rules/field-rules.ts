import * as z from 'zod/mini';
import { validationMessages as v } from '../i18n/messages';
import {
  COMPANY_CODE_DIGITS,
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  STREET_MAX,
  TAX_NUMBER_DIGITS,
} from './constants';
import { requiredText } from './required-text';

export { promoCodeInputSchema } from './promo-code-input';

/*
 * Field schemas. Every message is an i18n key (i18n/messages.ts). Each "required" check aborts,
 * so an empty field reports only that it is required, never also that its format is wrong.
 * Text fields are trimmed, and the parsed value is the trimmed text.
 */

/** A password is not trimmed (spaces may be part of it), but one made only of spaces is missing. */
export const passwordSchema = z.string(v.required).check(
  z.refine((value: string) => value.trim() !== '', { message: v.required, abort: true }),
  z.minLength(PASSWORD_MIN, v.passwordTooShort),
  z.maxLength(PASSWORD_MAX, v.tooLong),
);

/** At login only presence is checked: the server judges the password, whatever its age. */
export const loginPasswordSchema = z.string(v.required).check(
  z.refine((value: string) => value.trim() !== '', { message: v.required, abort: true }),
  z.maxLength(PASSWORD_MAX, v.tooLong),
);

/** A first, last or middle name; inner runs of whitespace collapse to one space. */
export const nameSchema = requiredText(v.nameRequired).check(
  z.overwrite((value: string) => value.replace(/\s+/g, ' ')),
  z.minLength(NAME_MIN, v.tooShort),
  z.maxLength(NAME_MAX, v.tooLong),
);

/**
 * Makes a field optional: missing, null and blank input parse to undefined; anything else must
 * pass `schema`.
 */
export function optionalField<T>(schema: z.ZodMiniType<T, string>) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string(v.invalid))),
      z.transform((value: string | null | undefined) => (value == null || value.trim() === '' ? undefined : value)),
    ),
    z.optional(schema),
  );
}

/** A middle name may be missing; when given it follows the name rules. */
export const optionalNameSchema = optionalField(nameSchema);

export const emailSchema = requiredText(v.emailRequired).check(
  z.maxLength(EMAIL_MAX, { error: v.emailInvalid, abort: true }),
  z.regex(z.regexes.email, v.emailInvalid),
);

/** The privacy-policy box must be ticked: only `true` passes. */
export const privacyConsentSchema = z.literal(true, v.privacyConsent);

export const companyNameSchema = requiredText(v.required).check(z.maxLength(COMPANY_NAME_MAX, v.tooLong));

/** EDRPOU company code: exactly 8 digits. */
export const companyCodeSchema = requiredText(v.required).check(
  z.regex(new RegExp(`^\\d{${COMPANY_CODE_DIGITS}}$`), v.companyCodeInvalid),
);

/** Taxpayer number: exactly 10 digits. */
export const taxNumberSchema = requiredText(v.required).check(
  z.regex(new RegExp(`^\\d{${TAX_NUMBER_DIGITS}}$`), v.taxNumberInvalid),
);

export const streetSchema = requiredText(v.required).check(z.maxLength(STREET_MAX, v.tooLong));

const LETTER = '[A-Za-zА-ЯҐЄІЇа-яґєіїЁё]';
const HOUSE = `[1-9]\\d{0,3}(?:[ -]?${LETTER})?`;
/** '12', '12А', '12 а', '12-б', '12/3', '12/3А', '12-14'. Numbers start at 1. */
export const BUILDING_PATTERN = new RegExp(`^${HOUSE}(?:[/-]${HOUSE})?$`);
/** '7', '120', '12А', '12-б'. */
export const APARTMENT_PATTERN = new RegExp(`^[1-9]\\d{0,4}(?:[ -]?${LETTER})?$`);

export const buildingSchema = requiredText(v.required).check(z.regex(BUILDING_PATTERN, v.buildingInvalid));

/** Optional: missing, null or blank means a private house. */
export const apartmentSchema = optionalField(
  z.string(v.apartmentInvalid).check(z.trim(), z.regex(APARTMENT_PATTERN, v.apartmentInvalid)),
);
