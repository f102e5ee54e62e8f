import type { ShopService } from '../catalog/shop-types';
import type { ServiceEvents } from '../service-events';

/**
 * Keeps the marketing contact (EsAddUpdateContact) in step with the account: sent after a sign-up
 * (by password or social network) and after the user changes a name, the e-mail or the phone.
 * `syncMarketingContact` only reports a failure, so none is ever shown or holds anything up.
 */
export function followMarketingContact(events: ServiceEvents, shop: Pick<ShopService, 'syncMarketingContact'>): void {
  events.on('auth:login', ({ user, isSignUp }) => {
    if (isSignUp) void shop.syncMarketingContact(user);
  });
  events.on('auth:profile-changed', ({ user, contactChanged }) => {
    if (contactChanged) void shop.syncMarketingContact(user);
  });
}
