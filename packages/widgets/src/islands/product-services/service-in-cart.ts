import type { Cart, ProductId } from '@vitrina/core';

/** Whether the cart holds `serviceId` as a service of `productId`, with at least one unit. */
export function serviceInCart(cart: Cart | null, productId: ProductId, serviceId: ProductId): boolean {
  for (const supplier of cart?.suppliers ?? []) {
    for (const line of supplier.products) {
      if (line.id !== productId) continue;
      if (line.service_products?.some((service) => service.id === serviceId && service.choosed_quantity > 0)) return true;
    }
  }
  return false;
}
