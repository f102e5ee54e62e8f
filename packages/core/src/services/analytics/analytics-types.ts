import type { SortBy } from '../../rules/sort-filter';
import type { Cart } from '../../schemas/cart';
import type { ServiceContext } from '../service-context';
import type { AnalyticsProduct } from './ga4-item';

export interface ListPosition {
  /** The product's position in the list it was shown in. */
  readonly index?: number;
  readonly listName?: string;
}

/** Where the shopper was when adding to the cart (the same data the cart calls carry). */
export interface AddToCartContext extends ListPosition {
  /** The list page, counted from 1. */
  readonly page?: number;
  /** Selected values by filter name. */
  readonly filters?: Readonly<Record<string, readonly (string | number)[]>>;
  readonly sorting?: { readonly by: SortBy; readonly direction: 'asc' | 'desc' } | null;
}

/**
 * GA4 ecommerce events into the configured sink (docs/analytics.md): select_item, add_to_cart, login or
 * sign_up, purchase. Payloads carry product data only, never tokens or personal data. Keeps the
 * cart snapshot the purchase event reports (storageKeys.cartSnapshot).
 *
 * The code that does this is fetched on the first event or call that needs it; until it is there,
 * events and calls wait in the order they came. If it cannot be fetched, the failure goes to
 * onError (a NetworkError) and they keep waiting: the next event or call fetches it again.
 */
export interface AnalyticsService {
  selectItem(product: AnalyticsProduct, position?: ListPosition): void;
  addToCart(product: AnalyticsProduct, where?: AddToCartContext): void;
  /**
   * Makes products known for the cart snapshot, whose cart lines carry ids only: cards of a list,
   * and bundle services. Cards passed to selectItem and addToCart are remembered already.
   */
  rememberProducts(products: readonly AnalyticsProduct[]): void;
  /**
   * Sends the purchase of the order from the cart snapshot and forgets the snapshot; a one-click
   * order (not bought from the cart) sends nothing. Resolves to whether an event was sent, once it
   * ran after every event and call before it. Never rejects: while the analytics code cannot be
   * fetched, the purchase waits with the rest (calling again fetches again; the order is still
   * reported once, as the first call takes the snapshot).
   */
  purchase(order: { readonly orderId: number | string; readonly oneClick?: boolean }): Promise<boolean>;
  /**
   * Fetches the analytics code now, if it is not there yet: for a page about to be left (a product
   * link followed), whose events would otherwise wait for it. Resolves to true once events are sent
   * as they come, false when the code could not be fetched (reported through onError).
   */
  ready(): Promise<boolean>;
}

/** The analytics service's work, done at once: what the service's events and calls come down to. */
export interface AnalyticsTracker extends Omit<AnalyticsService, 'purchase' | 'ready'> {
  /** The cart changed to one with lines. */
  cartChanged(cart: Cart): void;
  loggedIn(isSignUp: boolean): void;
  /** `remote`: another tab logged out and removed the shared snapshot already. */
  loggedOut(remote: boolean): void;
  /** Whether a purchase event was sent. */
  purchase(order: Parameters<AnalyticsService['purchase']>[0]): boolean;
}

/** Builds the tracker: the analytics chunk's entry point. */
export type CreateAnalyticsTracker = (context: ServiceContext) => AnalyticsTracker;
