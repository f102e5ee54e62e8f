/** Delivery types of the checkout (docs/checkout.md#delivery-types). `courier-{product}` is a family, not one value. */

export const DELIVERY_TYPES = Object.freeze({
  newPost: 'newpost',
  parcelLocker: 'np-mailbox',
  courier: 'courier',
  selfDelivery: 'self-delivery',
} as const);

export type FixedDeliveryType = (typeof DELIVERY_TYPES)[keyof typeof DELIVERY_TYPES];
export type ProductCourierDeliveryType = `courier-${string}`;
export type DeliveryType = FixedDeliveryType | ProductCourierDeliveryType;

const FIXED: ReadonlySet<string> = new Set(Object.values(DELIVERY_TYPES));
const PRODUCT_COURIER = /^courier-[\w-]+$/;

export function isDeliveryType(value: unknown): value is DeliveryType {
  return typeof value === 'string' && (FIXED.has(value) || PRODUCT_COURIER.test(value));
}

/** The shop's own courier, including per-product courier services. */
export function isCourierDelivery(value: DeliveryType): boolean {
  return value === DELIVERY_TYPES.courier || PRODUCT_COURIER.test(value);
}

/** Delivery by the carrier (Nova Poshta): a branch or a parcel locker. */
export function isCarrierDelivery(value: DeliveryType): boolean {
  return value === DELIVERY_TYPES.newPost || value === DELIVERY_TYPES.parcelLocker;
}
