import { useRef } from 'react';

/**
 * `action`, run at most once. A dialog closes once after a login: a second close would close
 * whatever the SDK opened next (the saved pre-order's modal, docs/catalogue.md#pre-orders).
 */
export function useOnce(action: () => void): () => void {
  const done = useRef(false);
  return () => {
    if (done.current) return;
    done.current = true;
    action();
  };
}
