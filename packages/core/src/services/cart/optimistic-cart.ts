import type { Cart } from '../../schemas/cart';
import type { ProductId } from '../../state/id-set';
import { cartLines } from './cart-lines';

/** A change the shopper asked for that the server has not confirmed yet. */
export type PendingChange =
  | { readonly kind: 'add'; readonly productId: ProductId }
  | { readonly kind: 'remove'; readonly productId: ProductId }
  | { readonly kind: 'quantity'; readonly productId: ProductId; readonly quantity: number }
  /** Changes that leave ids and units alone (services, promo code, bonuses); `productId` shows a loading product. */
  | { readonly kind: 'other'; readonly productId?: ProductId };

/** What the server-rendered page knew of the cart: units per product are not known, only the total. */
export interface CartSeed {
  readonly cartId: string | null;
  readonly count: number;
  readonly ids: readonly ProductId[];
}

export interface CartView {
  readonly ids: readonly ProductId[];
  /** Units of goods, as the server counts them. */
  readonly count: number;
}

const sum = (lines: ReadonlyMap<ProductId, number>): number => [...lines.values()].reduce((total, units) => total + units, 0);

/**
 * What the shopper sees: the server's last cart with the pending changes applied in click order. A
 * new product counts one unit, a removed one takes its units away. The server's `cart_count` stays
 * the base, so whatever it counts that the lines do not show is kept. Without a server cart yet, a
 * page's `seed` stands in for it (one unit per product, its count as the base).
 */
export function optimisticCart(confirmed: Cart | null, changes: readonly PendingChange[], seed: CartSeed | null = null): CartView {
  const seeded = confirmed === null && seed !== null;
  const base = seeded ? new Map(seed.ids.map((id) => [id, 1])) : cartLines(confirmed);
  const lines = new Map(base);
  for (const change of changes) {
    if (change.kind === 'add') {
      if (!lines.has(change.productId)) lines.set(change.productId, 1);
    } else if (change.kind === 'remove') {
      lines.delete(change.productId);
    } else if (change.kind === 'quantity') {
      if (lines.has(change.productId)) lines.set(change.productId, change.quantity);
    }
  }
  const baseCount = seeded ? seed.count : (confirmed?.cart_count ?? sum(base));
  return { ids: [...lines.keys()], count: Math.max(0, baseCount + sum(lines) - sum(base)) };
}
