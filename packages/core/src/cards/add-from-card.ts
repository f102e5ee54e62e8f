import type { Vitrina } from '../create-vitrina';
import { HttpError } from '../errors';
import { errorMessages } from '../i18n/messages';
import type { CardAnalytics, ListAnalytics } from '../schemas/card-analytics';
import type { ProductId } from '../state/id-set';

type Services = Vitrina['services'];
type CartAddOptions = NonNullable<Parameters<Services['cart']['add']>[1]>;
type AddToCartWhere = NonNullable<Parameters<Services['analytics']['addToCart']>[1]>;

/** A product card's analytics and those of the list it is in, as the page rendered them. */
export interface CardContext {
  readonly product: CardAnalytics;
  readonly list: ListAnalytics;
}

/** The services a card's buy button uses (`vitrina.services`). */
export interface AddFromCardServices {
  readonly cart: Pick<Services['cart'], 'add'>;
  readonly analytics: Pick<Services['analytics'], 'addToCart'>;
}

export type AddFromCardResult =
  /** The product is in the cart now; add_to_cart went out with the card's place, if it had one. */
  | { readonly status: 'added' }
  /** The product was in the cart already: nothing was sent, the shopper goes to the cart page, `cartUrl`. */
  | { readonly status: 'already-in-cart'; readonly cartUrl: string }
  /**
   * The add failed (`error`: why, e.g. an HttpError whose messageKey is errors.gifts_run_out, see
   * isGiftsRunOut) or was dropped (the shopper logged out meanwhile; no error); the cart shows it as before.
   */
  | { readonly status: 'refused'; readonly error?: unknown };

export interface AddFromCardOptions {
  /** Adds the product without its gift, which has run out (the shopper agreed to). */
  readonly withoutGift?: boolean;
}

/**
 * The add was refused because the product's gifts have run out (409 errors.gifts_run_out): the
 * shopper may buy it without its gift (`addFromCard(…, { withoutGift: true })`).
 */
export function isGiftsRunOut(error: unknown): boolean {
  return error instanceof HttpError && error.messageKey === errorMessages.giftsRunOut;
}

/** Where the card is, for the cart's add call: the list's page, filters and sorting. */
export function cartOptionsOf({ list }: CardContext): CartAddOptions {
  return {
    ...(list.page === undefined ? {} : { pageNumber: list.page }),
    ...(list.filters === undefined ? {} : { filterOptions: list.filters }),
    ...(list.sorting === undefined ? {} : { sortingState: list.sorting }),
  };
}

/** Where the card is, for the add_to_cart event: its position, and its list's name, page, filters and sorting. */
export function addToCartWhereOf({ product, list }: CardContext): AddToCartWhere {
  return {
    ...(product.index === undefined ? {} : { index: product.index }),
    ...(list.name === undefined ? {} : { listName: list.name }),
    ...(list.page === undefined ? {} : { page: list.page }),
    ...(list.filters === undefined ? {} : { filters: list.filters }),
    ...(list.sorting === undefined ? {} : { sorting: list.sorting }),
  };
}

/**
 * "Buy" on a product card: adds the product with the place of its card in its list (docs/cart.md#buy-button,
 * docs/analytics.md#add-to-cart). A card whose analytics name another product, or
 * none, is added all the same, without a place and without the event. Never rejects.
 */
export async function addFromCard(
  services: AddFromCardServices,
  productId: ProductId,
  card: CardContext | null,
  options: AddFromCardOptions = {},
): Promise<AddFromCardResult> {
  const context = card?.product.id === productId ? card : null;
  const result = await services.cart
    .add(productId, { ...(context ? cartOptionsOf(context) : {}), ...options })
    .catch((error: unknown) => ({ status: 'refused' as const, error }));
  if (result.status === 'already-in-cart' || result.status === 'refused') return result;
  if (result.status !== 'added') return { status: 'refused' };
  if (context) services.analytics.addToCart(context.product, addToCartWhereOf(context));
  return { status: 'added' };
}
