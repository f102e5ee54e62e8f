import { HttpError } from '../../errors';
import type { Cart } from '../../schemas/cart';
import type { CartAddPayload } from '../../schemas/cart-add-payload';
import type { ProductId } from '../../state/id-set';
import type { ServiceContext } from '../service-context';
import type { AddToCartOptions } from './cart-types';
import type { GuestCartCookie } from './guest-cart-cookie';

/*
 * The cart's server calls. `owner` is the logged-in user the cart belongs to (null for a guest);
 * the guest's cart id lives in the shop's cart cookie.
 */

type CartApi = Pick<ServiceContext, 'api' | 'randomId'>;

/** The user's own cart, else the guest's; a guest cart the server no longer has is forgotten. */
export async function readServerCart({ api }: CartApi, guestCart: GuestCartCookie, owner: string | null): Promise<Cart | null> {
  if (owner !== null) {
    const own = (await api.call('GetReactCartByUserId', { id: owner })).data;
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

/** Creates the cart (`cartId` null), adds to it, or adds without the gift. */
export async function sendAdd(
  { api, randomId }: CartApi,
  productId: ProductId,
  options: AddToCartOptions,
  key: string,
  cartId: string | null,
  owner: string | null,
): Promise<Cart> {
  if (options.withoutGift) {
    const body = { product_id: productId, without_gift: true, cart_id: cartId };
    return (await api.call('addToCart', { body, idempotencyKey: key })).data;
  }
  const body: CartAddPayload = {
    product_id: productId,
    pageNumber: options.pageNumber ?? 1,
    filterOptions: Object.fromEntries(Object.entries(options.filterOptions ?? {}).map(([name, values]) => [name, [...values]])),
    sortingState: options.sortingState ?? null,
    ...(owner === null ? {} : { user_id: owner }),
  };
  if (cartId === null) return (await api.call('CreateReactCart', { body, idempotencyKey: key })).data;
  try {
    return (await api.call('UpdateReactCart', { params: { cartId }, body, idempotencyKey: key })).data;
  } catch (error) {
    if (!isNotFound(error) || (await cartExists({ api, randomId }, cartId))) throw error;
    // The cart is gone (ordered, merged or expired elsewhere): this add starts a new one.
    return (await api.call('CreateReactCart', { body, idempotencyKey: randomId() })).data;
  }
}

async function cartExists({ api }: CartApi, id: string): Promise<boolean> {
  try {
    await api.call('getCart', { id });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Joins the guest's cart into the user's. */
export async function mergeCarts({ api }: CartApi, guestCartId: string, owner: string, key: string): Promise<Cart> {
  return (await api.call('MergeReactCarts', { params: { cartId: guestCartId }, body: { user_id: owner }, idempotencyKey: key })).data;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
