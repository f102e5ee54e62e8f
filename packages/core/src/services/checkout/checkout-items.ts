import type { CheckoutItem } from '../../rules/checkout-rules';
import type { Cart } from '../../schemas/cart';
import type { CartProduct } from '../../schemas/cart-product';
import type { ProductId } from '../../state/id-set';

/** The product lines of a cart, in its order (suppliers, then their products). */
export function cartProducts(cart: Cart | null): CartProduct[] {
  return cart?.suppliers.flatMap((supplier) => supplier.products) ?? [];
}

/** Units of a line: `choosed_quantity`, or `count` on older carts. */
export function lineQuantity(line: CartProduct): number {
  return line.choosed_quantity ?? line.count ?? 0;
}

/**
 * The cart's lines as the checkout rules see them: what delivery each allows (a missing flag
 * allows it) and whether it comes with a gift — not when the shopper buys it without one.
 */
export function checkoutItems(cart: Cart | null, withoutGift: readonly ProductId[] = []): CheckoutItem[] {
  return cartProducts(cart).map((line) => ({
    id: line.id,
    ...(line.self_pickup === undefined ? {} : { selfPickup: line.self_pickup }),
    ...(line.parcel_locker === undefined ? {} : { parcelLocker: line.parcel_locker }),
    gift: line.gift != null && line.without_gift !== true && !withoutGift.includes(line.id),
  }));
}
