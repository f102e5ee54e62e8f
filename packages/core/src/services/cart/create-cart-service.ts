import { AuthError, ValidationError, VitrinaError } from '../../errors';
import { errorMessages, validationMessages } from '../../i18n/messages';
import { checkBonusAmount } from '../../rules/bonus-rules';
import { promoCodeInputSchema } from '../../rules/promo-code-input';
import { validate } from '../../rules/validate';
import type { Cart } from '../../schemas/cart';
import { productIdSchema } from '../../schemas/product-id';
import type { User } from '../../schemas/user';
import type { ProductId } from '../../state/id-set';
import type { IsCurrent } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';
import { cartLines } from './cart-lines';
import { isNotFound, mergeCarts, readServerCart, sendAdd } from './cart-remote';
import { createCartSession } from './cart-session';
import type { AddToCartResult, CartChangeResult, CartService } from './cart-types';
import { createGuestCartCookie } from './guest-cart-cookie';
import { createMutationQueue } from './mutation-queue';
import { needsResync } from './needs-resync';
import type { PendingChange } from './optimistic-cart';
import { createShownCart } from './shown-cart';

export type { AddToCartOptions, AddToCartResult, CartChangeResult, CartService, PageCart } from './cart-types';

const CANCELLED = { status: 'cancelled' } as const;
const UNCHANGED = { status: 'unchanged' } as const;

export function createCartService(context: ServiceContext): CartService {
  const { api, state, events, config, reportError } = context;
  const queue = createMutationQueue();
  const shown = createShownCart(context);
  const guestCart = createGuestCartCookie(context.cookies, config.cookieNames?.cart);
  const session = createCartSession(shown, guestCart);
  let resyncQueued = false;

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
    const tracked = change ? shown.track(change) : undefined;
    const isCurrent = session.current();
    const key = context.randomId();
    return queue.run(async () => {
      try {
        if (!isCurrent()) return CANCELLED;
        return await work(key, isCurrent);
      } catch (error) {
        if (isCurrent() && needsResync(error)) resync();
        throw toVitrinaError(error);
      } finally {
        if (tracked) shown.untrack(tracked);
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

  /** The cart the next call is about: the last answer's, else the guest's cookie. */
  function cartId(): string | null {
    return shown.current.peek()?.cart_id ?? (session.owner() === null ? guestCart.read() : null);
  }

  async function readIntoState(isCurrent: IsCurrent): Promise<Cart | null> {
    const cart = await readServerCart(context, guestCart, session.owner());
    if (isCurrent()) shown.confirm(cart);
    return cart;
  }

  /** On login or when a logged-in user is found: the guest's cart joins the user's, else the user's cart is read. */
  async function adoptUserCart(user: User, guestCartId: string | null, key: string, isCurrent: IsCurrent): Promise<void> {
    const guestId = guestCart.read() ?? guestCartId;
    if (guestId !== null) {
      try {
        const merged = await mergeCarts(context, guestId, user.uuid, key);
        if (!isCurrent()) return;
        guestCart.forget();
        shown.confirm(merged);
        return;
      } catch (error) {
        // A failed merge is silent (docs/errors.md; reported by the API client): the user's own cart is read instead.
        if (isNotFound(error)) guestCart.forget();
        else if (!(error instanceof VitrinaError)) throw error;
      }
    }
    await readIntoState(isCurrent);
  }

  function onSignedIn(user: User, guestCartId: string | null): void {
    session.signIn(user.uuid);
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
      const id = cartId() ?? shown.knownCartId();
      if (id === null || (needsLines && shown.current.peek() === null)) return UNCHANGED;
      if (change.productId !== undefined && !shown.inConfirmedCart(change.productId)) return UNCHANGED;
      const { data } = await send(id, key);
      if (!isCurrent()) return CANCELLED;
      shown.confirm(data);
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
  events.on('auth:logout', ({ remote }) => (remote ? session.end() : session.reset()));
  events.on('remote:changed', ({ topic }) => {
    if (topic === 'cart') background(service.reload());
  });

  const service: CartService = {
    current: shown.current,
    pending: shown.pending,

    async add(productId, options = {}) {
      checkProductId(productId);
      if (state.cart.includes(productId)) return { status: 'already-in-cart', cartUrl: config.pages.cart };
      return mutate({ kind: 'add', productId }, async (key, isCurrent): Promise<AddToCartResult> => {
        // A cart a guest gets this way goes into the cookie at once, even when the shopper logged
        // in meanwhile: the login's merge looks for it there.
        const owner = session.owner();
        const cart = await sendAdd(context, productId, options, key, cartId(), owner);
        if (owner === null && isCurrent()) guestCart.write(cart.cart_id);
        if (!isCurrent()) return CANCELLED;
        shown.confirm(cart);
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
        const quantity = on ? (cartLines(shown.current.peek()).get(productId) ?? 1) : 0;
        const body = { cart_id: id, product_id: serviceId, quantity, parent_product_id: productId };
        return api.call('cartChangeQuantity', { body, idempotencyKey: key });
      };
      // A service goes on every unit of its line: without a server answer the line's units are
      // not known (the page's cart has the total only), so nothing is sent.
      return changeCart({ kind: 'other', productId }, send, { needsLines: true });
    },

    async setWithoutGift(productId, withoutGift) {
      checkProductId(productId);
      if (!state.cart.includes(productId)) return UNCHANGED;
      return changeCart({ kind: 'other', productId }, (id, key) =>
        api.call('cartWithoutGift', { body: { cart_id: id, product_id: productId, without_gift: withoutGift }, idempotencyKey: key }),
      );
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

    hydrate: (snapshot) => shown.hydrate(snapshot),
  };

  // Page start: a guest's cart is known by the cookie the shop's pages share.
  if (guestCart.read() !== null) background(service.reload());

  return service;
}
