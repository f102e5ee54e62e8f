import type { Cart } from '../../schemas/cart';

export function cartHasLines(cart: Cart | null): cart is Cart {
  return cart !== null && cart.suppliers.some((supplier) => supplier.products.length > 0);
}
