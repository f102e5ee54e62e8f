import type { Lang } from '@vitrina/core';
import type { Db } from '../../db/open-database';

export interface StoreView {
  readonly id: number;
  readonly kind: 'shop' | 'service';
  readonly title: string;
  readonly address: string;
  readonly city: string;
  readonly lat: number;
  readonly lng: number;
  readonly hours: string;
  readonly phone: string;
}

/** Shops and service centres for the map, by city. */
export function storesForMap(db: Db, lang: Lang): StoreView[] {
  const t = lang === 'ru' ? 'ru' : 'uk';
  return db
    .prepare(
      `SELECT s.id, s.kind, s.title_${t} AS title, s.address_${t} AS address, c.title_${t} AS city, s.lat, s.lng, s.hours, s.phone
       FROM stores s JOIN cities c ON c.id = s.city_id ORDER BY c.title_${t}, s.kind, s.id`,
    )
    .all() as StoreView[];
}
