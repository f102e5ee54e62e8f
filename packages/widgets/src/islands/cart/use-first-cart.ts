import type { Vitrina } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

export type FirstCart =
  | { readonly status: 'loading' }
  /** The cart could not be read; `retry` reads it again. */
  | { readonly status: 'failed'; retry(): void }
  /** `services.cart.current` is the shopper's cart from now on (null: there is none). */
  | { readonly status: 'ready' };

/**
 * Whether the cart service has answered for this shopper yet, so the island shows a skeleton
 * until then rather than an empty cart. A logged-in shopper's cart is known once the login check
 * has run and the cart read (or merged) after it; a guest's once the page start's read of the
 * cart cookie's cart has settled. A failed read shows as 'failed', never as an empty cart.
 */
export function useFirstCart(): FirstCart {
  const vitrina = useVitrina();
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>(() => (vitrina.services.cart.current.peek() === null ? 'loading' : 'ready'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status === 'ready') return;
    const stop = new AbortController();
    firstAnswer(vitrina, stop.signal).then(
      () => !stop.signal.aborted && setStatus('ready'),
      () => !stop.signal.aborted && setStatus('failed'),
    );
    return () => stop.abort();
    // Not on `status`: a retry (a new attempt) reads again, a failure does not.
  }, [vitrina, attempt]);

  if (status !== 'failed') return { status };
  return {
    status,
    retry() {
      setStatus('loading');
      setAttempt((count) => count + 1);
    },
  };
}

async function firstAnswer(vitrina: Vitrina, signal: AbortSignal): Promise<void> {
  const { services, state } = vitrina;
  await sessionKnown(vitrina, signal);
  // The cart's work the session started (the page start's read, a login's merge) comes first.
  await services.cart.whenIdle();
  if (services.cart.current.peek() === null && state.cartId.peek() !== null) await services.cart.reload();
}

/** Resolves once the login check has decided a logged-in page's session; at once for a guest's page. */
function sessionKnown({ services, state }: Vitrina, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const check = () => {
      if (done || (services.auth.status.peek() === 'unknown' && state.isLoggedIn.peek())) return;
      done = true;
      resolve();
      queueMicrotask(stop);
    };
    const unsubscribes = [services.auth.status.subscribe(check), state.isLoggedIn.subscribe(check)];
    function stop(): void {
      for (const unsubscribe of unsubscribes) unsubscribe();
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}
