import { createAnalyticsService, type AnalyticsService } from './analytics/create-analytics-service';
import { createAccountsService, type AccountsService } from './auth/create-accounts-service';
import { createAuthService, type AuthService } from './auth/create-auth-service';
import { createCartService, type CartService } from './cart/create-cart-service';
import { createShopService, type ShopService } from './catalog/create-shop-service';
import { createCheckoutService, type CheckoutService } from './checkout/create-checkout-service';
import { createComparesService, type ComparesService } from './lists/create-compares-service';
import { createFavoritesService, type FavoritesService } from './lists/create-favorites-service';
import { createPreordersService, type PreordersService } from './preorders/create-preorders-service';
import { createPortalServices, type AddressesService, type PurchasesService } from './portal/create-portal-services';
import { followMarketingContact } from './profile/follow-marketing-contact';
import type { ServiceContext } from './service-context';
import { createCrossTabSync, type CrossTabSync } from './sync/create-cross-tab-sync';
import { createUiService, type UiService } from './ui-service';

export interface Services {
  readonly ui: UiService;
  readonly analytics: AnalyticsService;
  readonly accounts: AccountsService;
  readonly auth: AuthService;
  readonly cart: CartService;
  readonly favorites: FavoritesService;
  readonly compares: ComparesService;
  readonly preorders: PreordersService;
  readonly shop: ShopService;
  /** Placing an order, and what the checkout form needs around it; its code is fetched on first use. */
  readonly checkout: CheckoutService;
  readonly sync: CrossTabSync;
  /** The profile portal's delivery addresses; their code is fetched on first use. */
  readonly addresses: AddressesService;
  /** The profile portal's orders and bonus history; their code is fetched on first use. */
  readonly purchases: PurchasesService;
}

/**
 * Builds every service of one SDK instance. Services talk through `context.events`, never by
 * writing each other's state, so the order here only matters for who listens first.
 */
export function createServices(context: ServiceContext): Services {
  const ui = createUiService(context);
  const analytics = createAnalyticsService(context);
  const accounts = createAccountsService(context);
  const cart = createCartService(context);
  const favorites = createFavoritesService(context);
  const compares = createComparesService(context);
  const preorders = createPreordersService(context);
  const shop = createShopService(context);
  const auth = createAuthService(context);
  const sync = createCrossTabSync(context);
  const checkout = createCheckoutService(context, { analytics, auth, cart, shop });
  // Services ask for modals and alerts through events; only the ui service writes them.
  context.events.on('ui:open-modal', ({ id, productId }) => ui.openModal(id, productId));
  context.events.on('ui:notify', ({ message, variant, title }) => ui.notify(message, variant, title));
  const { addresses, purchases } = createPortalServices(context);
  followMarketingContact(context.events, shop);
  return { ui, analytics, accounts, auth, cart, favorites, compares, preorders, shop, checkout, sync, addresses, purchases };
}
