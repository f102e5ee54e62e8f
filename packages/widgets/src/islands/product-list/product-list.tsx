import { useEffect } from 'react';
import { useVitrina } from '../../vitrina-context';
import type { ProductListProps } from './product-list-props';
import { startListing } from './start-listing';

/**
 * The in-place listing of a category or a search (docs/catalogue.md#category-listing): wires the
 * listing the island's `data-listing` names (start-listing.ts) and shows it again when the shopper
 * logs in or out, since the filters the server offers depend on the account. Renders nothing.
 */
export function ProductList({ listing: listingId }: ProductListProps) {
  const { services } = useVitrina();

  useEffect(() => {
    const listing = document.getElementById(listingId);
    if (!listing) {
      console.warn(`Vitrina: the product-list island names no element #${listingId}; the listing stays as the page rendered it.`);
      return;
    }
    const running = startListing({ listing, openLogin: () => services.ui.openModal('login') });
    let loggedIn: boolean | null = null;
    const stopStatus = services.auth.status.subscribe((status) => {
      if (status === 'unknown') return;
      const now = status === 'user';
      if (loggedIn !== null && loggedIn !== now) running.refresh();
      loggedIn = now;
    });
    return () => {
      stopStatus();
      running.stop();
    };
  }, [listingId, services]);

  return null;
}
