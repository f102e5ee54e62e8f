import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import * as z from 'zod/mini';
import type { Cart } from '../../schemas/cart';
import { productIdSchema } from '../../schemas/product-id';
import { IdSet, type ProductId, type ReadonlyIdSet } from '../../state/id-set';
import type { ServiceContext } from '../service-context';
import { cartLines } from './cart-lines';
import type { PageCart } from './cart-types';
import { optimisticCart, type CartSeed, type PendingChange } from './optimistic-cart';

/** A change shown in the cart until its call settles. */
export interface TrackedChange {
  readonly change: PendingChange;
}

/**
 * The cart as the shopper sees it: the server's last answer with the changes on their way applied
 * (or, before any answer, the page's cart), written to `state.cart`, `state.cartCount`,
 * `state.cartId` and the pending ids.
 */
export interface ShownCart {
  readonly current: ReadonlySignal<Cart | null>;
  readonly pending: ReadonlyIdSet;
  /** Shows a change at once; `untrack` takes it away when its call settles. */
  track(change: PendingChange): TrackedChange;
  untrack(tracked: TrackedChange): void;
  /** Takes the server's cart as the truth ('cart:changed' when it differs from the last one). */
  confirm(cart: Cart | null): void;
  /** Forgets everything shown: the cart, the changes on their way, the page's cart. */
  clear(): void;
  /** Shows the page's cart until the first server answer; ignored after one, or when malformed. */
  hydrate(snapshot: PageCart): void;
  /** The cart id of the last answer, else of the page's cart. */
  knownCartId(): string | null;
  /** Whether a product is in the confirmed cart (the page's, before any answer). */
  inConfirmedCart(productId: ProductId): boolean;
}

const pageCartSchema = z.object({
  cartId: z.nullable(z.string().check(z.minLength(1))),
  count: z.int().check(z.nonnegative()),
  ids: z.array(productIdSchema),
});

export function createShownCart({ state, events }: Pick<ServiceContext, 'state' | 'events'>): ShownCart {
  const current = signal<Cart | null>(null);
  const pending = new IdSet();
  let changes: readonly TrackedChange[] = [];
  /** The page's cart, shown until the server's first answer. */
  let seed: CartSeed | null = null;
  /** A server answer or a session change came: a page's cart is out of date from then on. */
  let answered = false;

  function render(): void {
    const view = optimisticCart(current.peek(), changes.map(({ change }) => change), seed);
    const loading = changes.flatMap(({ change }) => (change.productId === undefined ? [] : [change.productId]));
    batch(() => {
      replaceIfChanged(state.cart, view.ids);
      state.cartCount.value = view.count;
      state.cartId.value = current.peek()?.cart_id ?? seed?.cartId ?? null;
      replaceIfChanged(pending, loading);
    });
  }

  return {
    current,
    pending: pending.readonly,

    track(change) {
      const tracked = { change };
      changes = [...changes, tracked];
      render();
      return tracked;
    },

    untrack(tracked) {
      changes = changes.filter((other) => other !== tracked);
      render();
    },

    confirm(cart) {
      const before = current.peek();
      answered = true;
      seed = null;
      current.value = cart;
      render();
      if (JSON.stringify(before) !== JSON.stringify(cart)) events.emit('cart:changed', { cart });
    },

    clear() {
      changes = [];
      seed = null;
      answered = true;
      current.value = null;
      render();
    },

    hydrate(snapshot) {
      const parsed = pageCartSchema.safeParse(snapshot);
      if (answered || !parsed.success) return;
      const { cartId: id, count, ids } = parsed.data;
      seed = { cartId: id, count: Math.max(count, new Set(ids).size), ids };
      render();
    },

    knownCartId: () => current.peek()?.cart_id ?? seed?.cartId ?? null,

    inConfirmedCart(productId) {
      const cart = current.peek();
      return cart === null && seed !== null ? seed.ids.includes(productId) : cartLines(cart).has(productId);
    },
  };
}

/** Readers of a whole list wake only when it really changed. */
function replaceIfChanged(set: IdSet, ids: readonly ProductId[]): void {
  const unique = [...new Set(ids)];
  const now = set.ids.peek();
  if (unique.length !== now.length || unique.some((id, index) => id !== now[index])) set.replace(unique);
}
