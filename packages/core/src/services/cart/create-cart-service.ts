import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import * as z from 'zod/mini';
import { AuthError, HttpError, ValidationError, VitrinaError } from '../../errors';
import { errorMessages, validationMessages } from '../../i18n/messages';
import { checkBonusAmount, type BonusLimits } from '../../rules/bonus-rules';
import { promoCodeInputSchema } from '../../rules/promo-code-input';
import { validate } from '../../rules/validate';
import type { Cart } from '../../schemas/cart';
import type { CartAddPayload } from '../../schemas/cart-add-payload';
import { productIdSchema } from '../../schemas/product-id';
import type { User } from '../../schemas/user';
import { IdSet, type ProductId, type ReadonlyIdSet } from '../../state/id-set';
import { createLateAnswerGuard, type IsCurrent } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';
import { cartLines } from './cart-lines';
import { createGuestCartCookie } from './guest-cart-cookie';
import { createMutationQueue } from './mutation-queue';
import { needsResync } from './needs-resync';
import { optimisticCart, type CartSeed, type PendingChange } from './optimistic-cart';

export interface AddToCartOptions {
  /**
   * Buy the product without its gift. The server answers 409 'errors.gifts_run_out' when a
   * product's gifts have run out; the shopper who agrees is sent here again with this flag.
   */
  readonly withoutGift?: boolean;
  /** Where the shopper added the product from (list page, filters, sort); the shop keeps it for its analytics. */
  readonly pageNumber?: number;
  readonly filterOptions?: Readonly<Record<string, readonly string[]>>;
  readonly sortingState?: CartAddPayload['sortingState'];
}

export type AddToCartResult =
  | { readonly status: 'added'; readonly cart: Cart }
  /** Nothing was sent: the product is in the cart already, so the shopper goes to the cart page. */
  | { readonly status: 'already-in-cart'; readonly cartUrl: string }
  /** The shopper logged out before the change was sent; it was dropped. */
  | { readonly status: 'cancelled' };

export type CartChangeResult =
  | { readonly status: 'changed'; readonly cart: Cart }
  /** Nothing to do (the product is not in the cart, or there is no cart); nothing was sent. */
  | { readonly status: 'unchanged' }
  /** The shopper logged out before the change was sent; it was dropped. */
  | { readonly status: 'cancelled' };

/**
 * The cart (spec §4): the only writer of `state.cart`, `state.cartCount` and `state.cartId`.
 *
 * Changes show at once (a product is in `state.cart` from the click on) and go to the server one
 * after another, in click order, each with its own Idempotency-Key that its retries reuse. Every
 * answer replaces what the client knows of the cart. A change that fails is taken back, and when
 * its outcome is unknown (lost answer, time-out, server error) the cart is read again.
 *
 * Methods reject with a VitrinaError: ValidationError for input the rules refuse (nothing sent),
 * AuthError for what needs a login, and the API client's error for a failed call (already reported
 * through `onError`; its `messageKey` says why, e.g. 'errors.promo_code_not_found').
 */
export interface CartService {
  /** The cart as the server last answered it (lines, services, promo code, bonuses, total); null without a cart. */
  readonly current: ReadonlySignal<Cart | null>;
  /** Products with a change queued or on its way: a product card shows loading while its id is here. */
  readonly pending: ReadonlyIdSet;
  /**
   * Puts one unit of a product in the cart. The first add creates the cart (tied to the user when
   * logged in); a product already in the cart is not sent again.
   */
  add(productId: ProductId, options?: AddToCartOptions): Promise<AddToCartResult>;
  /** Takes a product's line out of the cart; the count drops by the line's units. */
  remove(productId: ProductId): Promise<CartChangeResult>;
  /** Sets a line's units; 0 removes the line. */
  setQuantity(productId: ProductId, quantity: number): Promise<CartChangeResult>;
  /** The checkbox of a bundle service: on for every unit of its product, or off. */
  setService(productId: ProductId, serviceId: ProductId, on: boolean): Promise<CartChangeResult>;
  /** Checks the code's length (4–50) before sending it. */
  applyPromoCode(code: string): Promise<CartChangeResult>;
  removePromoCode(): Promise<CartChangeResult>;
  /** A referral code is applied like a promo code, for logged-in users only. */
  applyReferralCode(code: string): Promise<CartChangeResult>;
  /** Checks the amount against the balance (`state.bonusesCount`) and the order's cap, if known, before sending it. */
  applyBonuses(amount: number | string, limits?: Pick<BonusLimits, 'orderMax'>): Promise<CartChangeResult>;
  removeBonuses(): Promise<CartChangeResult>;
  /** Reads the cart from the server again (after the changes queued before it). */
  reload(): Promise<Cart | null>;
  /** Resolves once every queued change and read has settled. */
  whenIdle(): Promise<void>;
  /**
   * Shows the page's cart before any request, so counters are right at first paint. It stands
   * until the first server answer, which replaces it; after one, or when malformed, it is ignored.
   */
  hydrate(snapshot: PageCart): void;
}

/** The cart as the server-rendered page knew it. */
export interface PageCart {
  readonly cartId: string | null;
  /** Units in the cart, quantities included. */
  readonly count: number;
  readonly ids: readonly ProductId[];
}

const pageCartSchema = z.object({
  cartId: z.nullable(z.string().check(z.minLength(1))),
  count: z.int().check(z.nonnegative()),
  ids: z.array(productIdSchema),
});

const CANCELLED = { status: 'cancelled' } as const;
const UNCHANGED = { status: 'unchanged' } as const;

interface Tracked {
  readonly change: PendingChange;
}

export function createCartService(context: ServiceContext): CartService {
  const { api, state, events, config, randomId, reportError } = context;
  const guestCart = createGuestCartCookie(context.cookies, config.cookieNames?.cart);
  const queue = createMutationQueue();
  const current = signal<Cart | null>(null);
  const pending = new IdSet();
  let changes: readonly Tracked[] = [];
  /** Ended when a session ends (logout, account switch): its queued work is dropped, its late answers ignored. */
  const session = createLateAnswerGuard();
  let userUuid: string | null = null;
  let resyncQueued = false;
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

  function track(change: PendingChange): Tracked {
    const tracked = { change };
    changes = [...changes, tracked];
    render();
    return tracked;
  }

  function untrack(tracked: Tracked): void {
    changes = changes.filter((other) => other !== tracked);
    render();
  }

  /** Takes the server's cart as the truth. */
  function confirm(cart: Cart | null): void {
    const before = current.peek();
    answered = true;
    seed = null;
    current.value = cart;
    render();
    if (JSON.stringify(before) !== JSON.stringify(cart)) events.emit('cart:changed', { cart });
  }

  /** Drops what belonged to the session that ended: its cart, its queued changes, late answers. */
  function endSession(): void {
    session.invalidate();
    userUuid = null;
    changes = [];
    seed = null;
    answered = true;
    current.value = null;
    render();
  }

  function reset(): void {
    endSession();
    guestCart.forget();
  }

  /** The cart the next call is about: the last answer's, else the guest's cookie. */
  function cartId(): string | null {
    return current.peek()?.cart_id ?? (userUuid === null ? guestCart.read() : null);
  }

  function inConfirmedCart(productId: ProductId): boolean {
    const cart = current.peek();
    return cart === null && seed !== null ? seed.ids.includes(productId) : cartLines(cart).has(productId);
  }

  /** Errors from the API client are reported there; anything else is reported here, once. */
  function toVitrinaError(error: unknown): VitrinaError {
    if (error instanceof VitrinaError) return error;
    const wrapped = new VitrinaError('network', `cart: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    reportError(wrapped);
    return wrapped;
  }

  /** Work the shopper did not ask for (page start, events): failures are reported, never thrown. */
  function background(work: Promise<unknown>): void {
    work.catch(toVitrinaError);
  }

  /**
   * Queues one server call. `change` shows at once and is taken back when the call fails; the
   * call's idempotency key is made now, so every retry of it carries the same one.
   */
  function mutate<R>(
    change: PendingChange | null,
    work: (key: string, isCurrent: IsCurrent) => Promise<R>,
  ): Promise<R | typeof CANCELLED> {
    const tracked = change ? track(change) : undefined;
    const isCurrent = session.current();
    const key = randomId();
    return queue.run(async () => {
      try {
        if (!isCurrent()) return CANCELLED;
        return await work(key, isCurrent);
      } catch (error) {
        if (isCurrent() && needsResync(error)) resync();
        throw toVitrinaError(error);
      } finally {
        if (tracked) untrack(tracked);
      }
    });
  }

  function resync(): void {
    if (resyncQueued) return;
    resyncQueued = true;
    background(
      queue.run(async () => {
        resyncQueued = false;
        await readIntoState(session.current());
      }),
    );
  }

  async function readServerCart(): Promise<Cart | null> {
    if (userUuid !== null) {
      const own = (await api.call('GetReactCartByUserId', { id: userUuid })).data;
      if (own) return own;
    }
    const guestId = guestCart.read();
    if (guestId === null) return null;
    try {
      return (await api.call('getCart', { id: guestId })).data;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
      guestCart.forget();
      return null;
    }
  }

  async function readIntoState(isCurrent: IsCurrent): Promise<Cart | null> {
    const cart = await readServerCart();
    if (isCurrent()) confirm(cart);
    return cart;
  }

  /**
   * The add-to-cart call. A cart a guest gets this way goes into the cookie at once, even when the
   * shopper logged in meanwhile: the login's merge looks for it there.
   */
  async function sendAdd(productId: ProductId, options: AddToCartOptions, key: string, isCurrent: IsCurrent): Promise<Cart> {
    const asGuest = userUuid === null;
    const cart = await sendAddCall(productId, options, key);
    if (asGuest && isCurrent()) guestCart.write(cart.cart_id);
    return cart;
  }

  /** Creates the cart, adds to it, or adds without the gift. */
  async function sendAddCall(productId: ProductId, options: AddToCartOptions, key: string): Promise<Cart> {
    const id = cartId();
    if (options.withoutGift) {
      const body = { product_id: productId, without_gift: true, cart_id: id };
      return (await api.call('addToCart', { body, idempotencyKey: key })).data;
    }
    const body: CartAddPayload = {
      product_id: productId,
      pageNumber: options.pageNumber ?? 1,
      filterOptions: Object.fromEntries(Object.entries(options.filterOptions ?? {}).map(([name, values]) => [name, [...values]])),
      sortingState: options.sortingState ?? null,
      ...(userUuid === null ? {} : { user_id: userUuid }),
    };
    if (id === null) return (await api.call('CreateReactCart', { body, idempotencyKey: key })).data;
    try {
      return (await api.call('UpdateReactCart', { params: { cartId: id }, body, idempotencyKey: key })).data;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404) || (await cartExists(id))) throw error;
      // The cart is gone (ordered, merged or expired elsewhere): this add starts a new one.
      return (await api.call('CreateReactCart', { body, idempotencyKey: randomId() })).data;
    }
  }

  async function cartExists(id: string): Promise<boolean> {
    try {
      await api.call('getCart', { id });
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return false;
      throw error;
    }
  }

  /** On login or when a logged-in user is found: the guest's cart joins the user's, else the user's cart is read. */
  async function adoptUserCart(user: User, guestCartId: string | null, key: string, isCurrent: IsCurrent): Promise<void> {
    const guestId = guestCart.read() ?? guestCartId;
    if (guestId !== null) {
      try {
        const merged = (
          await api.call('MergeReactCarts', { params: { cartId: guestId }, body: { user_id: user.uuid }, idempotencyKey: key })
        ).data;
        if (!isCurrent()) return;
        guestCart.forget();
        confirm(merged);
        return;
      } catch (error) {
        // A failed merge is silent (spec §8, reported by the API client): the user's own cart is read instead.
        if (error instanceof HttpError && error.status === 404) guestCart.forget();
        else if (!(error instanceof VitrinaError)) throw error;
      }
    }
    const cart = await readServerCart();
    if (isCurrent()) confirm(cart);
  }

  function onSignedIn(user: User, guestCartId: string | null): void {
    // Switching accounts: nothing of the other user's cart may reach this one.
    if (userUuid !== null && userUuid !== user.uuid) endSession();
    userUuid = user.uuid;
    background(mutate(null, (key, isCurrent) => adoptUserCart(user, guestCartId, key, isCurrent)));
  }

  /**
   * A cart change other than adding: needs a cart, and, when `productId` is given, that product in
   * it. Before any answer, the page's cart is that cart: a logged-in shopper's page knows it while
   * the login check is still on its way (the token says whose it is). A change that `needsLines`
   * (the units of a line) waits for a server answer: until then it sends nothing.
   */
  function changeCart(
    change: PendingChange,
    send: (cartId: string, key: string) => Promise<{ data: Cart }>,
    { needsLines = false } = {},
  ): Promise<CartChangeResult> {
    return mutate(change, async (key, isCurrent): Promise<CartChangeResult> => {
      const id = cartId() ?? seed?.cartId ?? null;
      if (id === null || (needsLines && current.peek() === null)) return UNCHANGED;
      if (change.productId !== undefined && !inConfirmedCart(change.productId)) return UNCHANGED;
      const { data } = await send(id, key);
      if (!isCurrent()) return CANCELLED;
      confirm(data);
      return { status: 'changed', cart: data };
    });
  }

  function checkProductId(productId: ProductId, field = 'product_id'): void {
    if (!productIdSchema.safeParse(productId).success) throw new ValidationError({ [field]: validationMessages.invalid });
  }

  function checkPromoCode(code: string): string {
    const result = validate(promoCodeInputSchema, code);
    if (!result.ok) throw new ValidationError({ code: Object.values(result.fields)[0] ?? validationMessages.invalid });
    return result.value;
  }

  function applyCode(code: string): Promise<CartChangeResult> {
    return changeCart({ kind: 'other' }, (id, key) => api.call('cartPromocodeApply', { body: { cart_id: id, code }, idempotencyKey: key }));
  }

  events.on('auth:login', ({ user, guestCartId }) => onSignedIn(user, guestCartId));
  events.on('auth:restored', ({ user }) => onSignedIn(user, null));
  // Another tab's logout forgot the shared guest cart cookie already.
  events.on('auth:logout', ({ remote }) => (remote ? endSession() : reset()));
  events.on('remote:changed', ({ topic }) => {
    if (topic === 'cart') background(service.reload());
  });

  const service: CartService = {
    current,
    pending: pending.readonly,

    async add(productId, options = {}) {
      checkProductId(productId);
      if (state.cart.includes(productId)) return { status: 'already-in-cart', cartUrl: config.pages.cart };
      return mutate({ kind: 'add', productId }, async (key, isCurrent): Promise<AddToCartResult> => {
        const cart = await sendAdd(productId, options, key, isCurrent);
        if (!isCurrent()) return CANCELLED;
        confirm(cart);
        return { status: 'added', cart };
      });
    },

    async remove(productId) {
      checkProductId(productId);
      if (!state.cart.includes(productId)) return UNCHANGED;
      return changeCart({ kind: 'remove', productId }, (id, key) =>
        api.call('DeleteProductFromReactCart', { params: { productId }, body: { cart_id: id }, idempotencyKey: key }),
      );
    },

    async setQuantity(productId, quantity) {
      checkProductId(productId);
      if (!Number.isSafeInteger(quantity) || quantity < 0) throw new ValidationError({ quantity: validationMessages.invalid });
      if (quantity === 0) return service.remove(productId);
      if (!state.cart.includes(productId)) return UNCHANGED;
      return changeCart({ kind: 'quantity', productId, quantity }, (id, key) =>
        api.call('cartChangeQuantity', { body: { cart_id: id, product_id: productId, quantity }, idempotencyKey: key }),
      );
    },

    async setService(productId, serviceId, on) {
      checkProductId(productId);
      checkProductId(serviceId, 'service_id');
      if (!state.cart.includes(productId)) return UNCHANGED;
      const send = (id: string, key: string) => {
        const quantity = on ? (cartLines(current.peek()).get(productId) ?? 1) : 0;
        const body = { cart_id: id, product_id: serviceId, quantity, parent_product_id: productId };
        return api.call('cartChangeQuantity', { body, idempotencyKey: key });
      };
      // A service goes on every unit of its line: without a server answer the line's units are
      // not known (the page's cart has the total only), so nothing is sent.
      return changeCart({ kind: 'other', productId }, send, { needsLines: true });
    },

    async applyPromoCode(code) {
      return applyCode(checkPromoCode(code));
    },

    async removePromoCode() {
      return changeCart({ kind: 'other' }, (id, key) => api.call('cartPromocodeRemove', { body: { cart_id: id }, idempotencyKey: key }));
    },

    async applyReferralCode(code) {
      if (!state.isLoggedIn.peek()) {
        throw new AuthError('A referral code needs a logged-in user', { messageKey: errorMessages.referralNeedsLogin });
      }
      return applyCode(checkPromoCode(code));
    },

    async applyBonuses(amount, limits = {}) {
      if (!state.isLoggedIn.peek()) throw new AuthError('Bonuses need a logged-in user');
      const check = checkBonusAmount(amount, { balance: state.bonusesCount.peek(), orderMax: limits.orderMax });
      if (!check.ok) throw new ValidationError({ amount: check.error });
      return changeCart({ kind: 'other' }, (id, key) =>
        api.call('cartBonusesApply', { body: { cart_id: id, amount: check.bonuses }, idempotencyKey: key }),
      );
    },

    async removeBonuses() {
      return changeCart({ kind: 'other' }, (id, key) => api.call('cartBonusesRemove', { body: { cart_id: id }, idempotencyKey: key }));
    },

    async reload() {
      const isCurrent = session.current();
      return queue.run(async () => {
        if (!isCurrent()) return null;
        return readIntoState(isCurrent).catch((error: unknown) => {
          throw toVitrinaError(error);
        });
      });
    },

    whenIdle: () => queue.idle(),

    hydrate(snapshot) {
      const parsed = pageCartSchema.safeParse(snapshot);
      if (answered || !parsed.success) return;
      const { cartId: id, count, ids } = parsed.data;
      seed = { cartId: id, count: Math.max(count, new Set(ids).size), ids };
      render();
    },
  };

  // Page start: a guest's cart is known by the cookie the shop's pages share.
  if (guestCart.read() !== null) background(service.reload());

  return service;
}

/** Readers of a whole list wake only when it really changed. */
function replaceIfChanged(set: IdSet, ids: readonly ProductId[]): void {
  const unique = [...new Set(ids)];
  const now = set.ids.peek();
  if (unique.length !== now.length || unique.some((id, index) => id !== now[index])) set.replace(unique);
}
