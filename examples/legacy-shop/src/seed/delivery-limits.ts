import type { ProductPlan } from './products';

export interface DeliveryLimits {
  /** Can be picked up in one of the shop's stores. */
  readonly selfPickup: boolean;
  /** Fits a Nova Poshta parcel locker. */
  readonly parcelLocker: boolean;
}

/** Large appliances ship from the warehouse: no pick-up in a shop, no parcel locker. */
const LARGE_APPLIANCES: ReadonlySet<string> = new Set(['Пральна машина', 'Холодильник']);

/**
 * What deliveries a product allows (docs/checkout.md#delivery-availability): a TV does not fit a
 * parcel locker; washing machines and fridges neither fit one nor wait in a shop for pick-up.
 */
export function deliveryLimits(plan: Pick<ProductPlan, 'category' | 'itemCategory2'>): DeliveryLimits {
  if (plan.category.slug === 'home-appliances' && plan.itemCategory2 !== null && LARGE_APPLIANCES.has(plan.itemCategory2)) {
    return { selfPickup: false, parcelLocker: false };
  }
  if (plan.category.slug === 'tvs') return { selfPickup: true, parcelLocker: false };
  return { selfPickup: true, parcelLocker: true };
}
