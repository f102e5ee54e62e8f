import {
  DELIVERY_TYPES,
  addressFormSchema,
  isCourierDelivery,
  validate,
  validationMessages as v,
  type DeliveryType,
  type OrderDelivery,
} from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { OrderRefusals } from './order-refusals';

/** Where an order goes, every part checked against the shop's data. */
export interface OrderPlace {
  readonly type: DeliveryType;
  readonly cityId: number | null;
  /** A Nova Poshta branch or parcel locker of that city. */
  readonly departmentId: number | null;
  readonly address: { readonly street: string; readonly building: string; readonly apartment: string | null } | null;
  /** The shop's store for self-delivery. */
  readonly storeId: number | null;
}

interface CityRow {
  id: number;
  title_uk: string;
  title_ru: string;
}

const KIND: Partial<Record<DeliveryType, 'branch' | 'locker'>> = {
  [DELIVERY_TYPES.newPost]: 'branch',
  [DELIVERY_TYPES.parcelLocker]: 'locker',
};

function cityOf(db: Db, id: number | undefined): CityRow | undefined {
  if (id === undefined) return undefined;
  return db.prepare('SELECT id, title_uk, title_ru FROM cities WHERE id = ?').get(id) as CityRow | undefined;
}

/** The courier's address through the core's addressFormSchema: a known city, a street, a valid building and apartment. */
function courierAddress(city: CityRow | undefined, delivery: OrderDelivery, refusals: OrderRefusals): OrderPlace['address'] {
  const known = city ? [{ id: city.id, names: [city.title_uk, city.title_ru] }] : [];
  const result = validate(addressFormSchema(known), { city: delivery.city_id ?? '', ...delivery.address });
  if (!result.ok) {
    for (const [path, key] of Object.entries(result.fields)) {
      refusals.add(path === 'city' ? 'delivery.city_id' : `delivery.address.${path}`, key);
    }
    return null;
  }
  const { street, building, apartment } = result.value;
  return { street, building, apartment: apartment ?? null };
}

/**
 * The delivery of an order, complete for its type: a city that exists for all but self-delivery,
 * a branch or parcel locker of that city and kind, a courier address with a valid building and
 * apartment, or one of the shop's stores. The couriers of particular products (`courier-…`) are
 * not a service this shop offers. Problems go to `refusals` under 'delivery.…'.
 */
export function readDelivery(db: Db, delivery: OrderDelivery, refusals: OrderRefusals): OrderPlace {
  const { type } = delivery;
  const place: OrderPlace = { type, cityId: null, departmentId: null, address: null, storeId: null };
  if (type === DELIVERY_TYPES.selfDelivery) {
    const store = delivery.store_id === undefined ? undefined : db.prepare("SELECT id FROM stores WHERE id = ? AND kind = 'shop'").get(delivery.store_id);
    if (store === undefined) refusals.add('delivery.store_id', delivery.store_id === undefined ? v.required : v.invalid);
    return { ...place, storeId: delivery.store_id ?? null };
  }
  if (isCourierDelivery(type) && type !== DELIVERY_TYPES.courier) {
    refusals.add('delivery.type', v.invalid);
    return place;
  }
  const city = cityOf(db, delivery.city_id);
  if (type === DELIVERY_TYPES.courier) return { ...place, cityId: city?.id ?? null, address: courierAddress(city, delivery, refusals) };

  if (!city) refusals.add('delivery.city_id', delivery.city_id === undefined ? v.required : v.cityNotFound);
  const department =
    city && delivery.department_id !== undefined
      ? db.prepare('SELECT id FROM delivery_departments WHERE id = ? AND city_id = ? AND kind = ?').get(delivery.department_id, city.id, KIND[type])
      : undefined;
  if (department === undefined) refusals.add('delivery.department_id', delivery.department_id === undefined ? v.required : v.invalid);
  return { ...place, cityId: city?.id ?? null, departmentId: delivery.department_id ?? null };
}
