import { FREE_DELIVERY_FROM } from './constants';
import { DELIVERY_TYPES } from './delivery-types';
import type { DeliveryType } from './delivery-types';

export type DeliveryCost =
  | { readonly free: true }
  /** Below the threshold the buyer pays the carrier's tariff on receipt; `missingForFree` UAH more would make it free. */
  | { readonly free: false; readonly payOnReceipt: true; readonly missingForFree: number };

/** Delivery is free from FREE_DELIVERY_FROM UAH of goods (docs/checkout.md#free-delivery); picking up in a shop costs nothing. */
export function deliveryCost(total: number, delivery?: DeliveryType): DeliveryCost {
  if (delivery === DELIVERY_TYPES.selfDelivery || total >= FREE_DELIVERY_FROM) return { free: true };
  return { free: false, payOnReceipt: true, missingForFree: FREE_DELIVERY_FROM - Math.max(0, total) };
}
