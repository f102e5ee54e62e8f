import { useState } from 'react';

/**
 * Of a value the page gives (an island's attribute) and the SDK's own, the one that changed last;
 * the SDK's at first, since what the server rendered may be stale. An island whose attribute the
 * page changes later (a list refreshed by AJAX) shows that news until the SDK's value changes again.
 */
export function useLatestOf<T>(page: T, sdk: T): T {
  const [last, setLast] = useState({ page, sdk, fromPage: false });
  if (Object.is(last.page, page) && Object.is(last.sdk, sdk)) return last.fromPage ? page : sdk;
  const fromPage = !Object.is(last.page, page);
  setLast({ page, sdk, fromPage });
  return fromPage ? page : sdk;
}
