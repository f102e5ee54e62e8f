import type { Vitrina } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../../vitrina-context';

const clientIds = new WeakMap<Vitrina, Promise<string | null>>();

/** Google's client id from the shop's social settings (GET settings/socials), asked once per SDK. */
export function googleClientId(vitrina: Vitrina): Promise<string | null> {
  let known = clientIds.get(vitrina);
  if (!known) {
    known = vitrina.api.call('socialSettings').then(
      (answer) => answer.data.find((entry) => entry.network.toLowerCase() === 'google')?.client_id ?? null,
      () => {
        clientIds.delete(vitrina);
        return null;
      },
    );
    clientIds.set(vitrina, known);
  }
  return known;
}

/**
 * The client id to sign in with: the island's own, else the shop's settings. `undefined` while
 * the settings load; null when Google sign-in is not configured (nothing is offered then).
 */
export function useGoogleClientId(given: string | undefined, enabled = true): string | null | undefined {
  const vitrina = useVitrina();
  const [fetched, setFetched] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (given || !enabled) return;
    let live = true;
    void googleClientId(vitrina).then((id) => {
      if (live) setFetched(id);
    });
    return () => {
      live = false;
    };
  }, [vitrina, given, enabled]);
  return given || fetched;
}
