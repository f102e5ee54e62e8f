import { settleWithin } from '../../load-once';
import { ORDER_FOLLOW_UP_MS } from '../../rules/constants';
import type { PlacedOrder, PlaceOrderRequest } from '../../schemas/place-order';
import type { User } from '../../schemas/user';
import type { AnalyticsService } from '../analytics/analytics-types';
import type { AuthService } from '../auth/auth-types';
import type { CartService } from '../cart/cart-types';
import type { ShopService } from '../catalog/shop-types';
import type { PlaceOrderOptions } from './checkout-types';

/** The services an order's follow-up uses. */
export interface OrderFollowUpServices {
  readonly analytics: Pick<AnalyticsService, 'purchase'>;
  readonly auth: Pick<AuthService, 'user'>;
  readonly cart: Pick<CartService, 'reload'>;
  readonly shop: Pick<ShopService, 'syncMarketingContact'>;
}

/** The signed-in buyer as the marketing service should know them: the contact given with the order. */
function buyerContact(user: User, request: PlaceOrderRequest): User {
  if (request.order_type === 'fast') return { ...user, phone: request.phone };
  const { person } = request;
  return { ...user, first_name: person.firstName, last_name: person.lastName, email: person.email ?? user.email, phone: person.phone };
}

/**
 * What follows a stored order: the GA4 purchase (not for one-click orders; `firstTime` false for an
 * order answered again), a signed-in buyer's contact to the marketing service (a guest has no
 * customer id there; a failure is only reported), and the emptied cart read again. Each gets
 * ORDER_FOLLOW_UP_MS at most; none can fail the order.
 */
export async function followUpOrder(
  services: OrderFollowUpServices,
  request: PlaceOrderRequest,
  order: PlacedOrder,
  options: PlaceOrderOptions & { readonly firstTime: boolean },
): Promise<void> {
  const user = services.auth.user.peek();
  const work: Promise<unknown>[] = [services.cart.reload()];
  if (options.firstTime && options.oneClick !== true) work.push(services.analytics.purchase({ orderId: order.order_id }));
  if (options.firstTime && user) work.push(services.shop.syncMarketingContact(buyerContact(user, request)));
  await Promise.allSettled(work.map((promise) => settleWithin(promise, ORDER_FOLLOW_UP_MS)));
}
