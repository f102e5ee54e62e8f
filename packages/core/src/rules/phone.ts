import * as z from 'zod/mini';
import { validationMessages as v } from '../i18n/messages';

// Separators people type or input masks insert; '_' is a mask's unfilled slot and stays, so an
// unfinished mask is invalid rather than silently shortened.
const SEPARATORS = /[\s().-]/g;
// A Ukrainian number: optional country code 38, then the national 0XX XXX XX XX. Area and
// operator codes start with 3..9; 0 800 toll-free numbers are not personal phones.
const UA_PHONE = /^(?:\+?38)?(0(?!800)[3-9]\d{8})$/;

/**
 * The phone in the shop's mask '+38 0XX XXX XX XX', or null when the input is not a Ukrainian
 * number. Accepts the masked form and raw variants: '+380501234567', '380501234567',
 * '0501234567', '(050) 123-45-67'.
 */
export function toMaskedPhone(input: string): string | null {
  const national = UA_PHONE.exec(input.trim().replace(SEPARATORS, ''))?.[1];
  if (national === undefined) return null;
  return `+38 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

export function isPhone(input: unknown): boolean {
  return typeof input === 'string' && toMaskedPhone(input) !== null;
}

/** Nothing typed, or only the mask's '+38' prefix with unfilled slots. */
function isBlankPhone(input: string): boolean {
  const typed = input.replace(/[\s().\-_]/g, '');
  return typed === '' || typed === '+38';
}

/** Required phone; the parsed value is the masked form '+38 0XX XXX XX XX'. */
export const phoneSchema = z.string(v.phoneRequired).check(
  z.trim(),
  z.refine((value: string) => !isBlankPhone(value), { message: v.phoneRequired, abort: true }),
  z.refine((value: string) => toMaskedPhone(value) !== null, { message: v.phoneInvalid, abort: true }),
  z.overwrite((value: string) => toMaskedPhone(value) ?? value),
);
