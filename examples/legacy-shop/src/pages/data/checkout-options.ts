import { DEFAULT_CITY_ID, type Lang } from '@vitrina/core';
import type { Db } from '../../db/open-database';
import { creditOffers, type CreditOffer } from '../../orders/credit-offers';
import type { OrderLine } from '../../orders/order-cart';

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

export interface CityOption {
  readonly id: number;
  readonly title: string;
  readonly region: string;
}

export interface CheckoutOptions {
  /** The city whose branches and lockers are listed. */
  readonly city: CityOption | undefined;
  readonly cities: readonly CityOption[];
  readonly branches: readonly Department[];
  readonly lockers: readonly Department[];
  readonly shops: readonly ShopOption[];
  /** The banks and terms of credit for this cart and buyer; empty when credit is not offered. */
  readonly creditOffers: readonly CreditOffer[];
  /** Some product of the cart does not fit a parcel locker / cannot be picked up in a shop. */
  readonly lockerBlocked: boolean;
  readonly pickupBlocked: boolean;
}

const DEPARTMENTS_SHOWN = 100;

/**
 * The checkout's choices: the cities, the Nova Poshta branches and lockers of the chosen city
 * (the default city, id 56, unless another is chosen), the shops, the cart's credit offers and the
 * deliveries its products rule out.
 */
export function checkoutOptions(
  db: Db,
  lang: Lang,
  cart: { readonly lines: readonly OrderLine[]; readonly corporate: boolean },
  cityId: number = DEFAULT_CITY_ID,
): CheckoutOptions {
  const t = lang === 'ru' ? 'ru' : 'uk';
  const cities = db
    .prepare(`SELECT id, title_${t} AS title, region_${t} AS region FROM cities ORDER BY (id = ?) DESC, title_${t}`)
    .all(DEFAULT_CITY_ID) as CityOption[];
  const city = cities.find((one) => one.id === cityId) ?? cities.find((one) => one.id === DEFAULT_CITY_ID);
  const departments = (kind: 'branch' | 'locker') =>
    city === undefined
      ? []
      : (db
          .prepare(`SELECT id, number, address_${t} AS address FROM delivery_departments WHERE city_id = ? AND kind = ? ORDER BY number LIMIT ?`)
          .all(city.id, kind, DEPARTMENTS_SHOWN) as Department[]);
  const shops = db
    .prepare(`SELECT id, title_${t} AS title, address_${t} AS address FROM stores WHERE kind = 'shop' ORDER BY (city_id = ?) DESC, id`)
    .all(city?.id ?? DEFAULT_CITY_ID) as ShopOption[];
  return {
    city,
    cities,
    branches: departments('branch'),
    lockers: departments('locker'),
    shops,
    creditOffers: creditOffers(db, { lines: cart.lines, corporate: cart.corporate, lang }),
    lockerBlocked: cart.lines.some((line) => !line.parcelLocker),
    pickupBlocked: cart.lines.some((line) => !line.selfPickup),
  };
}
