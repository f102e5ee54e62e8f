import type { AnalyticsService } from '../analytics/analytics-types';
import type { CartService } from '../cart/cart-types';
import type { ServiceContext } from '../service-context';
import type { OrderFollowUpServices } from './after-order';
import { loadCartCreditOffers } from './cart-credit-offers';
import type { CheckoutService } from './checkout-types';
import { createCitySearch } from './city-search';
import { createDraftStore } from './draft-store';
import { createOrderPlacer } from './place-order';
import { rememberCartProducts } from './remember-cart-products';

export interface CheckoutServices extends OrderFollowUpServices {
  readonly analytics: Pick<AnalyticsService, 'purchase' | 'rememberProducts'>;
  readonly cart: Pick<CartService, 'reload' | 'current'>;
}

/**
 * The checkout service's code, fetched on its first use. From then on it describes the cart's
 * lines to analytics as the cart changes, so the purchase can report them.
 */
export function createCheckout(context: ServiceContext, services: CheckoutServices): CheckoutService {
  const drafts = createDraftStore(context.reportError);
  rememberCartProducts(services.analytics, services.cart.current.peek());
  context.events.on('cart:changed', ({ cart }) => rememberCartProducts(services.analytics, cart));
  return {
    placeOrder: createOrderPlacer(context, services, drafts),
    readDraft: async (cartId) => drafts.read(cartId),
    saveDraft: async (cartId, values) => drafts.save(cartId, values),
    clearDraft: async (cartId) => drafts.clear(cartId),
    citySearch: async () => createCitySearch(context),
    loadCreditOffers: (cartId) => loadCartCreditOffers(context, cartId),
  };
}
