import { VitrinaError } from '../../errors';
import type { SortBy } from '../../rules/sort-filter';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import { cartHasLines } from './cart-has-lines';
import type { AnalyticsTracker, createAnalyticsTracker } from './create-analytics-tracker';
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
 * GA4 ecommerce events into the configured sink (spec §7): select_item, add_to_cart, login or
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

export function createAnalyticsService(
  context: ServiceContext,
  loadTracker: () => Promise<typeof createAnalyticsTracker> = () =>
    import('./create-analytics-tracker').then(({ createAnalyticsTracker }) => createAnalyticsTracker),
): AnalyticsService {
  const { events, reportError } = context;
  const load = loadOnDemand('analytics', loadTracker, reportError);
  let tracker: AnalyticsTracker | null = null;
  /** Events and calls that came before the tracker, in order. */
  const waiting: ((tracker: AnalyticsTracker) => void)[] = [];

  function runWaiting(ready: AnalyticsTracker): void {
    // Work queued by the work itself (a sink that calls back) is taken by the same loop, in order.
    for (let work = waiting.shift(); work; work = waiting.shift()) {
      try {
        work(ready);
      } catch (error) {
        reportError(error instanceof VitrinaError ? error : new VitrinaError('config', String(error), { cause: error }));
      }
    }
  }

  /** Fetches the tracker (once while it is on its way) and runs what waits for it. */
  function start(): Promise<boolean> {
    if (tracker) return Promise.resolve(true);
    return load().then(
      (create) => {
        runWaiting((tracker ??= create(context)));
        return true;
      },
      // Reported by loadOnDemand; the work waits for the next event or call to fetch again.
      () => false,
    );
  }

  function run(work: (tracker: AnalyticsTracker) => void): void {
    if (tracker && waiting.length === 0) return work(tracker);
    waiting.push(work);
    if (!tracker) void start();
  }

  events.on('cart:changed', ({ cart }) => {
    // An emptied cart keeps its snapshot: the order that emptied it still has to be reported.
    if (cartHasLines(cart)) run((ready) => ready.cartChanged(cart));
  });
  events.on('auth:login', ({ isSignUp }) => run((ready) => ready.loggedIn(isSignUp)));
  events.on('auth:logout', ({ remote }) => run((ready) => ready.loggedOut(remote === true)));

  return {
    selectItem: (product, position) => run((ready) => ready.selectItem(product, position)),
    addToCart: (product, where) => run((ready) => ready.addToCart(product, where)),
    rememberProducts(products) {
      // The caller may reuse its array before the code is there.
      const taken = [...products];
      run((ready) => ready.rememberProducts(taken));
    },
    purchase: (order) => new Promise((resolve) => run((ready) => resolve(ready.purchase(order)))),
    ready: start,
  };
}
