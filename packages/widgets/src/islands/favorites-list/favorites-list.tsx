import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useVitrina } from '../../vitrina-context';
import type { FavoritesListProps } from './favorites-list-props';
import { favoritesNavigation } from './favorites-navigation';
import { favoritesPageIds, favoritesPageUrl, sameIds } from './favorites-page-url';

/**
 * Keeps a guest's favourites page on the guest's own list. The server renders the page from the
 * ids in its address (`ids`, what it rendered); a guest's favourites live in this browser. Once the
 * login check has found a guest, and whenever their favourites change after (a heart pressed on
 * this page, another tab), a page showing other ids is replaced by `/favorites?ids=…` with the
 * browser's ids in the SDK's order, or `/favorites` for none. The ids are compared as sets, so a
 * page already showing the browser's list stays. For a logged-in user, or before the check, it
 * does nothing: their page is the server's list. Renders nothing.
 */
export function FavoritesList({ ids }: FavoritesListProps) {
  useSignals();
  const { services, state, config } = useVitrina();
  const guest = services.auth.status.value === 'guest';
  const wanted = guest ? favoritesPageIds(state.favorites.ids.value) : null;
  const target = wanted && !sameIds(wanted, ids) ? favoritesPageUrl(config.pages.favorites, wanted) : null;

  useEffect(() => {
    if (target !== null) favoritesNavigation.replace(target);
  }, [target]);

  return null;
}
