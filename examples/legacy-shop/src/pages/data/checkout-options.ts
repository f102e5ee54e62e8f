import { DEFAULT_CITY_ID, type Lang } from '@vitrina/core';
import type { Db } from '../../db/open-database';

export interface Department {
  readonly id: number;
  readonly number: number;
  readonly address: string;
}

export interface ShopOption {
  readonly id: number;
  readonly title: string;
  readonly address: string;
}

export interface CheckoutOptions {
  readonly city: { readonly id: number; readonly title: string; readonly region: string } | undefined;
  readonly branches: readonly Department[];
  readonly lockers: readonly Department[];
  readonly shops: readonly ShopOption[];
}

const DEPARTMENTS_SHOWN = 100;

/** The checkout's choices for the default city (id 56): Nova Poshta branches and lockers, and the shops. */
export function checkoutOptions(db: Db, lang: Lang): CheckoutOptions {
  const t = lang === 'ru' ? 'ru' : 'uk';
  const city = db.prepare(`SELECT id, title_${t} AS title, region_${t} AS region FROM cities WHERE id = ?`).get(DEFAULT_CITY_ID) as
    | { id: number; title: string; region: string }
    | undefined;
  const departments = (kind: 'branch' | 'locker') =>
    db
      .prepare(`SELECT id, number, address_${t} AS address FROM delivery_departments WHERE city_id = ? AND kind = ? ORDER BY number LIMIT ?`)
      .all(DEFAULT_CITY_ID, kind, DEPARTMENTS_SHOWN) as Department[];
  const shops = db
    .prepare(`SELECT id, title_${t} AS title, address_${t} AS address FROM stores WHERE kind = 'shop' ORDER BY (city_id = ?) DESC, id`)
    .all(DEFAULT_CITY_ID) as ShopOption[];
  return { city, branches: departments('branch'), lockers: departments('locker'), shops };
}
