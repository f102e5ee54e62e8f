import type { AnalyticsService } from '../analytics/analytics-types';
import type { AuthService } from '../auth/auth-types';
import type { CartService } from '../cart/cart-types';
import type { ShopService } from '../catalog/shop-types';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { CheckoutService } from './checkout-types';

export type { CheckoutService } from './checkout-types';

export interface CheckoutDependencies {
  readonly analytics: AnalyticsService;
  readonly auth: AuthService;
  readonly cart: CartService;
  readonly shop: ShopService;
}

/** The checkout service; its code comes as a chunk of its own on the first call (load-on-demand.ts). */
export function createCheckoutService(context: ServiceContext, services: CheckoutDependencies): CheckoutService {
  const load = loadOnDemand('checkout', () => import('./checkout').then(({ createCheckout }) => createCheckout(context, services)), context.reportError);
  const forward =
    <K extends keyof CheckoutService>(name: K) =>
    async (...args: Parameters<CheckoutService[K]>) =>
      ((await load())[name] as (...given: Parameters<CheckoutService[K]>) => unknown)(...args);
  return {
    placeOrder: forward('placeOrder'),
    readDraft: forward('readDraft'),
    saveDraft: forward('saveDraft'),
    clearDraft: forward('clearDraft'),
    citySearch: forward('citySearch'),
    loadCreditOffers: forward('loadCreditOffers'),
  } as CheckoutService;
}
