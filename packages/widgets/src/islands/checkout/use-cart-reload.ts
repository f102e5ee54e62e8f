import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

/**
 * Reads the cart from the server when the checkout opens, so the summary has the server's prices:
 * 'loading' until it answers, 'failed' (with `retry`) when it could not.
 */
export function useCartReload(): { readonly status: 'loading' | 'done' | 'failed'; retry(): void } {
  const { services } = useVitrina();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'done' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    setStatus('loading');
    services.cart.reload().then(
      () => live && setStatus('done'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [services, attempt]);
  return { status, retry: () => setAttempt((count) => count + 1) };
}
