import * as z from 'zod/mini';
import { validationMessages as v } from '../i18n/messages';
import { ID_CARD_DIGITS } from './constants';

// Old booklet series are Cyrillic. Latin letters that look the same are what a shopper on an
// English keyboard layout types, so they are accepted and mapped to their Cyrillic twins; Latin
// letters without a Cyrillic twin (Q, Z, …) are rejected.
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', I: 'І', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х',
};
const ID_CARD = new RegExp(`^\\d{${ID_CARD_DIGITS}}$`);
const BOOKLET = /^[А-ЩЬЮЯҐЄІЇ]{2}\d{6}$/;

/**
 * The passport number in its canonical form, or null when it is neither an ID card number
 * (9 digits) nor a booklet series and number (two letters, six digits). Spaces are dropped,
 * letters upper-cased, Latin look-alikes turned Cyrillic: 'ab 123456' → 'АВ123456'.
 */
export function normalizePassport(input: string): string | null {
  const compact = input.replace(/\s/g, '').toLocaleUpperCase('uk');
  if (ID_CARD.test(compact)) return compact;
  const booklet = compact.replace(/[A-Z]/g, (letter) => LATIN_TO_CYRILLIC[letter] ?? letter);
  return BOOKLET.test(booklet) ? booklet : null;
}

export function isPassport(input: unknown): boolean {
  return typeof input === 'string' && normalizePassport(input) !== null;
}

/** Required passport or ID card number; the parsed value is the canonical form. */
export const passportSchema = z.string(v.required).check(
  z.trim(),
  z.minLength(1, { error: v.required, abort: true }),
  z.refine((value: string) => normalizePassport(value) !== null, { message: v.passportInvalid, abort: true }),
  z.overwrite((value: string) => normalizePassport(value) ?? value),
);
