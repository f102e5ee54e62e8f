import type { SmbSettings, StoredSmbRequest } from '@vitrina/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

export type CornerData =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  /** The signed-in user is not corporate (or not signed in): the corner shows nothing. */
  | { readonly state: 'none' }
  | { readonly state: 'ready'; readonly settings: SmbSettings; readonly requests: readonly StoredSmbRequest[] };

/**
 * The corner's settings and the user's own requests, loaded once the login check has said who is
 * looking; `reload` asks again (after a failure, or after a request was sent).
 */
export function useCornerData(): { readonly data: CornerData; readonly reload: () => void; readonly reloadRequests: () => Promise<void> } {
  useSignals();
  const { services, state } = useVitrina();
  const status = services.auth.status.value;
  const corporate = state.isCorporate.value;
  const [data, setData] = useState<CornerData>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status === 'unknown') return;
    if (!corporate) {
      setData({ state: 'none' });
      return;
    }
    let current = true;
    setData({ state: 'loading' });
    Promise.all([services.shop.loadSmbSettings(), services.shop.loadSmbRequests()]).then(
      ([settings, requests]) => {
        if (!current) return;
        setData(settings && requests ? { state: 'ready', settings, requests } : { state: 'none' });
      },
      () => {
        if (current) setData({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [services, status, corporate, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  // After a sent request only the list changes: the form's thanks stay, whatever the list answers.
  const reloadRequests = useCallback(async () => {
    try {
      const requests = await services.shop.loadSmbRequests();
      if (requests) setData((shown) => (shown.state === 'ready' ? { ...shown, requests } : shown));
    } catch {
      // Reported by the SDK; the list shown stays until the next visit.
    }
  }, [services]);
  return { data, reload, reloadRequests };
}
