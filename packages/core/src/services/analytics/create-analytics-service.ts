import { VitrinaError } from '../../errors';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { AnalyticsService, AnalyticsTracker, CreateAnalyticsTracker } from './analytics-types';
import { cartHasLines } from './cart-has-lines';

export type { AddToCartContext, AnalyticsService, ListPosition } from './analytics-types';

export function createAnalyticsService(
  context: ServiceContext,
  loadTracker: () => Promise<CreateAnalyticsTracker> = () =>
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
