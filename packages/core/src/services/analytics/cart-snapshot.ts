import * as z from 'zod/mini';
import { cartAnalyticsItemSchema, type CartAnalyticsItem } from '../../schemas/cart-analytics-item';
import type { Cart } from '../../schemas/cart';
import type { ProductId } from '../../state/id-set';
import { ga4Item, type Ga4Item, type ProductDetails } from './ga4-item';

/** The cart as the purchase event will report it, stored under storageKeys.cartSnapshot. */
export const cartSnapshotSchema = z.object({
  /** A new random id for every snapshot written. */
  guid: z.string(),
  items: z.array(cartAnalyticsItemSchema),
});

export type CartSnapshot = z.infer<typeof cartSnapshotSchema>;

/**
 * The cart's lines with their analytics details. A line or service whose details are not known is
 * left out (its id is in `missing`); services count only when chosen (choosed_quantity > 0).
 */
export function snapshotItems(
  cart: Cart,
  details: ReadonlyMap<ProductId, ProductDetails>,
): { items: CartAnalyticsItem[]; missing: Set<ProductId> } {
  const items: CartAnalyticsItem[] = [];
  const missing = new Set<ProductId>();
  for (const line of cart.suppliers.flatMap((supplier) => supplier.products)) {
    const quantity = line.choosed_quantity ?? line.count ?? 0;
    const known = details.get(line.id);
    if (!known) {
      missing.add(line.id);
      continue;
    }
    if (quantity <= 0) continue;
    const services: CartAnalyticsItem[] = [];
    for (const service of line.service_products ?? []) {
      if (service.choosed_quantity <= 0) continue;
      const serviceDetails = details.get(service.id);
      if (serviceDetails) services.push({ ...serviceDetails, choosed_quantity: service.choosed_quantity });
      else missing.add(service.id);
    }
    items.push({ ...known, choosed_quantity: quantity, ...(services.length > 0 ? { service_products: services } : {}) });
  }
  return { items, missing };
}

/** Details of every line and service a snapshot holds, to describe the same products again. */
export function snapshotDetails(snapshot: CartSnapshot | undefined): Map<ProductId, ProductDetails> {
  const details = new Map<ProductId, ProductDetails>();
  for (const item of snapshot?.items ?? []) {
    const { choosed_quantity: _quantity, service_products: services = [], ...line } = item;
    details.set(line.id, line);
    for (const { choosed_quantity: _serviceQuantity, ...service } of services) details.set(service.id, service);
  }
  return details;
}

/** The purchase event's items: every line, then its chosen services, indexed in that order. */
export function purchaseItems(items: readonly CartAnalyticsItem[]): Ga4Item[] {
  const result: Ga4Item[] = [];
  for (const item of items) {
    for (const line of [item, ...(item.service_products ?? [])]) {
      if (line.choosed_quantity <= 0) continue;
      result.push(ga4Item(line, { quantity: line.choosed_quantity, index: result.length }));
    }
  }
  return result;
}
