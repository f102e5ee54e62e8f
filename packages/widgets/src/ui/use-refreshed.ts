import { useCallback, useEffect, useRef, useState } from 'react';

export type RefreshStatus = 'idle' | 'refreshing' | 'failed';

export interface Refreshed<T> {
  /** The latest answer, or what the page was rendered with until one comes. */
  readonly value: T;
  readonly status: RefreshStatus;
  /** Reads again now (the retry button). */
  refresh(): void;
}

/**
 * Data the server rendered, kept current: read again when the island mounts, when the page becomes
 * visible again (the shopper paid in another tab and came back) and when it is restored from the
 * back-forward cache. Only the latest read's answer counts; a failed read keeps what is shown.
 */
export function useRefreshed<T>(initial: T, load: () => Promise<T>): Refreshed<T> {
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState<RefreshStatus>('idle');
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setStatus('refreshing');
    loadRef.current().then(
      (answer) => {
        if (request !== latest.current) return;
        setValue(answer);
        setStatus('idle');
      },
      () => {
        if (request === latest.current) setStatus('failed');
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    const visible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    document.addEventListener('visibilitychange', visible);
    window.addEventListener('pageshow', restored);
    return () => {
      latest.current += 1;
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('pageshow', restored);
    };
  }, [refresh]);

  return { value, status, refresh };
}
