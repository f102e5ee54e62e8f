import type { Vitrina } from '@vitrina/core';
import type { PageSnapshot } from './page-config';

/**
 * Seeds the SDK's state from the server's snapshot through the owning services, so islands render
 * the server's view at first paint; the session check and the first answers replace it. The
 * session goes first: the lists take the page's ids only for a logged-in shopper.
 */
export function hydrateSnapshot({ services }: Vitrina, snapshot: PageSnapshot): void {
  services.auth.hydrate({
    loggedIn: snapshot.loggedIn,
    firstName: snapshot.firstName,
    corporate: snapshot.corporate,
    bonuses: snapshot.bonuses,
  });
  services.cart.hydrate({ cartId: snapshot.cartId, count: snapshot.cartCount, ids: snapshot.cartIds });
  services.favorites.hydrate(snapshot.favorites);
  services.compares.hydrate(snapshot.compares);
}
