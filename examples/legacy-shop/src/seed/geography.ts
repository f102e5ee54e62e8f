import type { Db } from '../db/open-database';
import { citySeeds, type CitySeed } from './data/cities-data';
import { storeSeeds } from './data/stores-data';
import { commonStreets, kyivStreets, lockerPlaces } from './data/streets-data';
import type { Random } from './random';

// Nova Poshta branches and parcel lockers by city size (see CitySeed.size).
const BRANCHES: Readonly<Record<CitySeed['size'], number>> = { 1: 30, 2: 12, 3: 6, 4: 3 };
const LOCKERS: Readonly<Record<CitySeed['size'], number>> = { 1: 15, 2: 6, 3: 3, 4: 1 };

export function seedCities(db: Db): number {
  const insert = db.prepare('INSERT INTO cities (id, title_uk, title_ru, region_uk, region_ru) VALUES (?, ?, ?, ?, ?)');
  for (const city of citySeeds) insert.run(city.id, city.title.uk, city.title.ru, city.region.uk, city.region.ru);
  return citySeeds.length;
}

/** Numbered branches (1, 2, 3 …) and lockers (four-digit numbers) of every city. */
export function seedDeliveryDepartments(db: Db, random: Random): number {
  const insert = db.prepare(
    'INSERT INTO delivery_departments (city_id, number, kind, address_uk, address_ru) VALUES (?, ?, ?, ?, ?)',
  );
  let rows = 0;
  for (const city of citySeeds) {
    const streets = city.size === 1 ? kyivStreets : commonStreets;
    for (let number = 1; number <= BRANCHES[city.size]; number += 1) {
      const street = random.pick(streets);
      const building = random.int(1, 180);
      insert.run(city.id, number, 'branch', `${street.uk}, ${building}`, `${street.ru}, ${building}`);
      rows += 1;
    }
    const lockerNumbers = new Set<number>();
    while (lockerNumbers.size < LOCKERS[city.size]) lockerNumbers.add(random.int(1000, 9999));
    for (const number of [...lockerNumbers].sort((a, b) => a - b)) {
      const street = random.pick(streets);
      const place = random.pick(lockerPlaces);
      const building = random.int(1, 180);
      insert.run(city.id, number, 'locker', `${street.uk}, ${building} (${place.uk})`, `${street.ru}, ${building} (${place.ru})`);
      rows += 1;
    }
  }
  return rows;
}

// One text for both languages: day abbreviations Пн, Пт, Сб are the same in Ukrainian and Russian.
const SHOP_HOURS = '10:00–21:00';
const SERVICE_HOURS = 'Пн–Пт 09:00–19:00, Сб 10:00–16:00';

/** Shops and service centres at their cities' coordinates. */
export function seedStores(db: Db): { shops: number; services: number } {
  const insert = db.prepare(
    `INSERT INTO stores (kind, city_id, title_uk, title_ru, address_uk, address_ru, lat, lng, hours, phone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const cities = new Map(citySeeds.map((city) => [city.id, city]));
  let shops = 0;
  for (const store of storeSeeds) {
    const city = cities.get(store.cityId);
    if (!city) throw new Error(`A store refers to the unknown city ${store.cityId}`);
    const isShop = store.kind === 'shop';
    insert.run(
      store.kind,
      city.id,
      isShop ? `Магазин «Вітрина», ${store.place.uk}` : `Сервісний центр «Вітрина», ${store.place.uk}`,
      isShop ? `Магазин «Витрина», ${store.place.ru}` : `Сервисный центр «Витрина», ${store.place.ru}`,
      `${city.title.uk}, ${store.address.uk}`,
      `${city.title.ru}, ${store.address.ru}`,
      Number((city.lat + store.offset[0]).toFixed(5)),
      Number((city.lng + store.offset[1]).toFixed(5)),
      isShop ? SHOP_HOURS : SERVICE_HOURS,
      store.phone,
    );
    if (isShop) shops += 1;
  }
  return { shops, services: storeSeeds.length - shops };
}
