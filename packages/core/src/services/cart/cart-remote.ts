import { HttpError } from '../../errors';
import type { Cart } from '../../schemas/cart';
import type { CartAddPayload } from '../../schemas/cart-add-payload';
import type { ProductId } from '../../state/id-set';
import type { IsCurrent } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';
import type { CartSession } from './cart-session';
import type { AddToCartOptions } from './cart-types';
import type { GuestCartCookie } from './guest-cart-cookie';
import type { ShownCart } from './shown-cart';

/** The cart's server calls and the guest's cart cookie. */
export interface CartRemote {
  /** The cart the next call is about: the last answer's, else the guest's cookie. */
  cartId(): string | null;
  /** The user's own cart, else the guest's; a guest cart the server no longer has is forgotten. */
  read(): Promise<Cart | null>;
  /**
   * The add-to-cart call. A cart a guest gets this way goes into the cookie at once, even when the
   * shopper logged in meanwhile: the login's merge looks for it there.
   */
  add(productId: ProductId, options: AddToCartOptions, key: string, isCurrent: IsCurrent): Promise<Cart>;
  /** Joins the guest's cart into the user's. */
  merge(guestCartId: string, userUuid: string, key: string): Promise<Cart>;
}

/** `session` says whom the calls are for, `shown` which cart the server last answered with. */
export function createCartRemote(
  { api, randomId }: Pick<ServiceContext, 'api' | 'randomId'>,
  guestCart: GuestCartCookie,
  { owner }: Pick<CartSession, 'owner'>,
  { current }: Pick<ShownCart, 'current'>,
): CartRemote {
  function cartId(): string | null {
    return current.peek()?.cart_id ?? (owner() === null ? guestCart.read() : null);
  }

  async function read(): Promise<Cart | null> {
    const userUuid = owner();
    if (userUuid !== null) {
      const own = (await api.call('GetReactCartByUserId', { id: userUuid })).data;
      if (own) return own;
    }
    const guestId = guestCart.read();
    if (guestId === null) return null;
    try {
      return (await api.call('getCart', { id: guestId })).data;
    } catch (error) {
      if (!isNotFound(error)) throw error;
      guestCart.forget();
      return null;
    }
  }

  /** Creates the cart, adds to it, or adds without the gift. */
  async function sendAdd(productId: ProductId, options: AddToCartOptions, key: string): Promise<Cart> {
    const id = cartId();
    if (options.withoutGift) {
      const body = { product_id: productId, without_gift: true, cart_id: id };
      return (await api.call('addToCart', { body, idempotencyKey: key })).data;
    }
    const userUuid = owner();
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
      if (!isNotFound(error) || (await cartExists(id))) throw error;
      // The cart is gone (ordered, merged or expired elsewhere): this add starts a new one.
      return (await api.call('CreateReactCart', { body, idempotencyKey: randomId() })).data;
    }
  }

  async function cartExists(id: string): Promise<boolean> {
    try {
      await api.call('getCart', { id });
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  return {
    cartId,
    read,

    async add(productId, options, key, isCurrent) {
      const asGuest = owner() === null;
      const cart = await sendAdd(productId, options, key);
      if (asGuest && isCurrent()) guestCart.write(cart.cart_id);
      return cart;
    },

    async merge(guestCartId, userUuid, key) {
      return (await api.call('MergeReactCarts', { params: { cartId: guestCartId }, body: { user_id: userUuid }, idempotencyKey: key })).data;
    },
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
