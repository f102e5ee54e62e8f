import type { User } from '../../schemas/user';
import type { ShopService } from '../catalog/shop-types';
import type { ServiceEvents } from '../service-events';

/** Whether the marketing service's copy of the contact is out of date: a name, the e-mail or the phone changed. */
export function contactChanged(previous: User, next: User): boolean {
  return (
    previous.first_name !== next.first_name ||
    previous.last_name !== next.last_name ||
    previous.email !== next.email ||
    previous.phone !== next.phone
  );
}

/**
 * Keeps the marketing contact (EsAddUpdateContact) in step with the account: sent after a sign-up
 * (by password or social network) and after the user changes a name, the e-mail or the phone.
 * `syncMarketingContact` only reports a failure, so none is ever shown or holds anything up.
 */
export function followMarketingContact(events: ServiceEvents, shop: Pick<ShopService, 'syncMarketingContact'>): () => void {
  const stops = [
    events.on('auth:login', ({ user, isSignUp }) => {
      if (isSignUp) void shop.syncMarketingContact(user);
    }),
    events.on('auth:profile-changed', ({ user, previous }) => {
      if (contactChanged(previous, user)) void shop.syncMarketingContact(user);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
