import * as z from 'zod/mini';
import { validationMessages as v } from '../i18n/messages';
import { nameSchema, optionalNameSchema } from './field-rules';
import { phoneSchema } from './phone';

/** The earliest year of birth the profile accepts. */
export const BIRTHDAY_MIN_YEAR = 1900;

/** A date of birth as the user's record keeps it. */
export interface Birthday {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

function partText(part: unknown): string | null {
  if (part === undefined || part === null) return '';
  if (typeof part === 'number') return Number.isInteger(part) ? String(part) : null;
  return typeof part === 'string' ? part.trim() : null;
}

/**
 * Day, month and year (text as typed, or numbers) as a Birthday: null when all three are blank
 * (no birthday), false when they are not a real date before `today` from BIRTHDAY_MIN_YEAR on.
 */
export function readBirthday(input: unknown, today: Date = new Date()): Birthday | null | false {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'object') return false;
  const { day, month, year } = input as Record<string, unknown>;
  const parts = [day, month, year].map(partText);
  if (parts.every((part) => part === '')) return null;
  if (!parts.every((part) => part !== null && /^\d{1,4}$/.test(part))) return false;
  const [d, m, y] = parts.map(Number) as [number, number, number];
  if (y < BIRTHDAY_MIN_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return date.getTime() < startOfToday ? { day: d, month: m, year: y } : false;
}

const birthdayValue = z.object({ day: z.int(), month: z.int(), year: z.int() });

/**
 * The birthday field: day, month and year all blank (none), or a real past date; anything else
 * reports `birthdayInvalid` on the field as a whole. The parsed value is a Birthday or null.
 */
export const birthdaySchema = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((input: unknown) => readBirthday(input)),
  ),
  z.union([z.null(), birthdayValue], v.birthdayInvalid),
);

/**
 * The profile's own details (docs/accounts.md#profile-information): first name required, last
 * name optional, the phone in the shop's mask, the birthday. The e-mail is the login and is not
 * changed here.
 */
export const profileFormSchema = z.object(
  {
    firstName: nameSchema,
    lastName: optionalNameSchema,
    phone: phoneSchema,
    birthday: birthdaySchema,
  },
  v.invalid,
);

export type ProfileForm = z.output<typeof profileFormSchema>;
