import type { ReadonlySignal } from '@preact/signals-core';
import type { BonusLimits } from '../../rules/bonus-rules';
import type { Cart } from '../../schemas/cart';
import type { CartAddPayload } from '../../schemas/cart-add-payload';
import type { ProductId, ReadonlyIdSet } from '../../state/id-set';

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
 * The cart (docs/cart.md): the only writer of `state.cart`, `state.cartCount` and `state.cartId`.
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
  /**
   * Keeps a line in the cart without its gift (`withoutGift` true: its gifts have run out and the
   * shopper agrees), or asks for the gift again (false; refused with 409 'errors.gifts_run_out'
   * while there is none). Nothing is sent for a product that is not in the cart.
   */
  setWithoutGift(productId: ProductId, withoutGift: boolean): Promise<CartChangeResult>;
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
