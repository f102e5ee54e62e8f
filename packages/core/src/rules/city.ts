import * as z from 'zod/mini';
import { validationMessages as v } from '../i18n/messages';

/** A city the shop delivers to, as the cities list gives it. `names` holds every spelling (uk, ru). */
export interface KnownCity {
  readonly id: number | string;
  readonly names: readonly string[];
}

// Case, spacing and the apostrophe variant (', ’, ʼ, `) do not tell two Ukrainian names apart.
function key(name: string): string {
  return name.trim().replace(/\s+/g, ' ').replace(/[’ʼ`‘]/g, "'").toLocaleLowerCase('uk');
}

/** The city whose id or one of whose names matches the input, or undefined. */
export function findCity<C extends KnownCity>(cities: readonly C[], input: string | number): C | undefined {
  const wanted = typeof input === 'number' ? String(input) : key(input);
  if (wanted === '') return undefined;
  return cities.find((city) => String(city.id) === wanted || city.names.some((name) => key(name) === wanted));
}

/** A required city field that must be one of `cities` (by id or by name). */
export function knownCitySchema(cities: readonly KnownCity[]) {
  return z.union([z.string(v.required), z.number(v.required)], v.required).check(
    z.refine((value: string | number) => typeof value === 'number' || value.trim() !== '', {
      message: v.required,
      abort: true,
    }),
    z.refine((value: string | number) => findCity(cities, value) !== undefined, v.cityNotFound),
  );
}
