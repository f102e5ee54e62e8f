import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nearestStore } from './nearest-store';
import type { MapStore } from './store-map-props';

export type NearestState =
  | { readonly status: 'idle' | 'locating' | 'denied' | 'unavailable' | 'timeout' }
  | { readonly status: 'found'; readonly store: MapStore; readonly km: number };

/** How long the browser may take to find the shopper; a cached position up to five minutes old will do. */
const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 5 * 60_000, enableHighAccuracy: false };

const failure = (code: number): NearestState => ({ status: code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable' });

/**
 * The store nearest to the browser's position, asked for when the shopper presses the button (the
 * browser asks them first). `stores` are the ones shown when the position arrives; `onFound` gets
 * the nearest of them. A refusal, no position or no answer in time each end in their own state.
 */
export function useNearestStore(stores: readonly MapStore[], onFound: (store: MapStore) => void): { state: NearestState; locate: () => void } {
  const [state, setState] = useState<NearestState>({ status: 'idle' });
  const latest = useRef({ stores, onFound });
  useLayoutEffect(() => {
    latest.current = { stores, onFound };
  });
  const request = useRef(0);
  useEffect(
    () => () => {
      // An answer that arrives after the island is gone changes nothing.
      request.current += 1;
    },
    [],
  );

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    const id = ++request.current;
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (id !== request.current) return;
        const found = nearestStore(latest.current.stores, { lat: coords.latitude, lng: coords.longitude });
        if (!found) {
          setState({ status: 'idle' });
          return;
        }
        setState({ status: 'found', store: found.store, km: found.km });
        latest.current.onFound(found.store);
      },
      (error) => {
        if (id === request.current) setState(failure(error.code));
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  return { state, locate };
}
