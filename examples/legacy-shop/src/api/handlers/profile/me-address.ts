import { addressFormSchema, findCity, type Address, type KnownCity } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';
import { validFields } from './valid-fields';

interface CityNames extends KnownCity {
  readonly id: number;
  readonly names: readonly [string, string];
}

function knownCities(db: Db): CityNames[] {
  const rows = db.prepare('SELECT id, title_uk, title_ru FROM cities').all() as { id: number; title_uk: string; title_ru: string }[];
  return rows.map((row) => ({ id: row.id, names: [row.title_uk, row.title_ru] }));
}

/**
 * An address as sent, checked with the core's address rules (422 with the failing fields). The
 * city must be one of `cities`, by its uk or ru title (or its id, which the core's rule also
 * accepts); it is kept as the title it was given by, in the table's spelling.
 */
export function checkedAddress(db: Db, input: Address): Address {
  const cities = knownCities(db);
  const form = validFields(addressFormSchema(cities), { ...input, apartment: input.apartments }, { apartment: 'apartments' });
  const city = findCity(cities, form.city)!;
  const title = city.names.find((name) => findCity([{ id: '', names: [name] }], form.city)) ?? city.names[0];
  return {
    city: title,
    street: form.street,
    building: form.building,
    ...(form.apartment === undefined ? {} : { apartments: form.apartment }),
  };
}

/** Saves a delivery address of the caller, checked with the core's address rules. */
export const meAddress: ApiHandler<'meAddress'> = ({ db, user, input, now }) => {
  const owner = signedInUser(user);
  const address = checkedAddress(db, input);
  const { lastInsertRowid } = db
    .prepare('INSERT INTO addresses (user_id, city, street, building, apartments, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(owner.id, address.city, address.street, address.building, address.apartments ?? null, now.toISOString());
  return { success: true, data: { id: Number(lastInsertRowid), ...address } };
};
