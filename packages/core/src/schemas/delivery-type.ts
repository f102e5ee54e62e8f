import * as z from 'zod/mini';
import { DELIVERY_TYPES, type FixedDeliveryType } from '../rules/delivery-types';

/**
 * Delivery types (docs/checkout.md#delivery-types): a Nova Poshta branch, a parcel locker, the shop's courier, self
 * pickup, or a product's own courier service `courier-{product}`.
 */
export const deliveryTypeSchema = z.union([
  z.enum(Object.values(DELIVERY_TYPES) as [FixedDeliveryType, ...FixedDeliveryType[]]),
  z.templateLiteral(['courier-', z.string().check(z.regex(/^[\w-]+$/))]),
]);
