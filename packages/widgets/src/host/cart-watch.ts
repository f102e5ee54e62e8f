import type { ProductId, Vitrina } from '@vitrina/core';
import type { HostCartLine } from '../contract/host-api';
import { emitHostEvent } from './host-event';
import { watchSignals } from './watch-signals';

/** The cart as the page is told of it. `lines` (units per product) is null while only the page's own cart is known. */
export interface CartView {
  readonly cartId: string | null;
  readonly ids: readonly ProductId[];
  readonly count: number;
  readonly lines: ReadonlyMap<ProductId, number> | null;
}

/**
 * `vitrina:cart-changed` whenever the cart the server confirmed changes: a change in this tab once
 * answered, another tab's change once read, a login or logout. Before the first answer the page's own
 * (server-rendered) cart stands for it, so an answer that agrees with the page tells nothing.
 */
export function watchCart(document: Document, { state, services: { cart: service } }: Vitrina): void {
  let last: CartView | undefined;
  const read = (): CartView => {
    const cart = service.current.peek();
    // Without a server cart, the page's own is shown: a change on its way is told once answered.
    if (!cart) return last && service.pending.ids.peek().length > 0 ? last : { cartId: state.cartId.peek(), ids: state.cart.ids.peek(), count: state.cartCount.peek(), lines: null };
    const lines = new Map<ProductId, number>();
    let units = 0;
    for (const supplier of cart.suppliers) {
      for (const { id, choosed_quantity, count } of supplier.products) {
        const quantity = choosed_quantity ?? count ?? 0;
        lines.set(id, (lines.get(id) ?? 0) + quantity);
        units += quantity;
      }
    }
    return { cartId: cart.cart_id, ids: [...lines.keys()], count: cart.cart_count ?? units, lines };
  };
  watchSignals([service.current, service.pending.ids, state.cart.ids, state.cartCount], () => (last = read()), (now, before) => {
    const changed = changedLines(before, now);
    if (changed.length > 0 || now.count !== before.count || now.cartId !== before.cartId) {
      emitHostEvent(document, 'cart-changed', { cartId: now.cartId, ids: now.ids, count: now.count, line: changed.length === 1 ? changed[0]! : null });
    }
  });
}

/** The products whose units differ; units are compared only where both sides know them (the page's cart does not). */
export function changedLines(before: CartView, after: CartView): HostCartLine[] {
  const changed: HostCartLine[] = [];
  for (const productId of new Set([...before.ids, ...after.ids])) {
    const was = before.ids.includes(productId) ? before.lines?.get(productId) : 0;
    const is = after.ids.includes(productId) ? after.lines?.get(productId) : 0;
    if ((was === 0) !== (is === 0) || (was !== undefined && is !== undefined && was !== is)) {
      changed.push({ productId, quantity: is ?? 1, previousQuantity: was ?? 1 });
    }
  }
  return changed;
}
