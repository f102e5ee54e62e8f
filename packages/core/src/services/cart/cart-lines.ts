import type { Cart } from '../../schemas/cart';
import type { ProductId } from '../../state/id-set';

/**
 * Units per product of a cart, in the cart's order (suppliers, then their products). A line counts
 * `choosed_quantity`, or `count` on older carts; a product listed twice adds up.
 */
export function cartLines(cart: Cart | null): Map<ProductId, number> {
  const lines = new Map<ProductId, number>();
  for (const supplier of cart?.suppliers ?? []) {
    for (const product of supplier.products) {
      lines.set(product.id, (lines.get(product.id) ?? 0) + (product.choosed_quantity ?? product.count ?? 0));
    }
  }
  return lines;
}
