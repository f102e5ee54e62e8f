import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useVitrina } from '../../vitrina-context';
import { compareNavigation } from './compare-navigation';
import { MAX_COMPARE_PAGE_IDS } from './compare-table-props';

/** `/compare?ids=1,2,3`: the compare page's address (the shop's, with its own parameters kept) for these ids. */
export function comparePageUrl(page: string, ids: readonly number[]): string {
  return `${page}${page.includes('?') ? '&' : '?'}ids=${ids.join(',')}`;
}

/**
 * Brings a guest's compare list to the page. A guest's list lives in this browser, so the server
 * renders the bare compare page (no `ids` in its address) empty for them; once the login check has
 * found a guest with a list, the page is replaced by the one for their ids (the newest
 * MAX_COMPARE_PAGE_IDS), which the server renders — and renders again after a reload. A page that
 * already shows ids (a link someone shared, or the guest's own) is left as it is, and a logged-in
 * user's bare page is their server list already.
 */
export function useGuestCompareList(pageIds: readonly number[]): void {
  useSignals();
  const { services, state, config } = useVitrina();
  const guest = services.auth.status.value === 'guest';
  const listed = state.compares.ids.value.filter((id) => Number.isSafeInteger(id) && id > 0);
  const target =
    guest && pageIds.length === 0 && listed.length > 0 ? comparePageUrl(config.pages.compare, listed.slice(-MAX_COMPARE_PAGE_IDS)) : null;

  useEffect(() => {
    if (target !== null) compareNavigation.replace(target);
  }, [target]);
}
