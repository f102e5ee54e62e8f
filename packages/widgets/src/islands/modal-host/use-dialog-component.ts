import { CHUNK_LOAD_TIMEOUT_MS, settleWithin } from '@vitrina/core';
import { useCallback, useEffect, useState } from 'react';
import type { DialogComponent, DialogLoader } from '../../dialogs/dialog-contract';

export type DialogLoad =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly Component: DialogComponent };

/** What else a dialog needs before it can show: the SDK's full texts (dialogs are not first paint). */
export interface DialogTexts {
  readonly ready: boolean;
  readonly load: () => Promise<unknown>;
}

// Loaded components by loader, so a dialog opened a second time shows at once, without a
// loading flash; a failed load is not kept, so "retry" calls the loader again.
const loaded = new WeakMap<DialogLoader, DialogComponent>();

/**
 * Loads a dialog's code, and the texts it needs, on first use; `retry` loads again after a
 * failure of either.
 */
export function useDialogComponent(
  loader: DialogLoader | undefined,
  texts: DialogTexts,
): { load: DialogLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [chunk, setChunk] = useState<{ loader: DialogLoader; attempt: number; failed: boolean } | null>(null);
  const [textsFailedAt, setTextsFailedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!loader || loaded.has(loader)) return;
    let current = true;
    // A chunk still not there after CHUNK_LOAD_TIMEOUT_MS counts as failed: the dialog offers a retry.
    settleWithin(loader(), CHUNK_LOAD_TIMEOUT_MS).then(
      (module) => {
        loaded.set(loader, module.default);
        if (current) setChunk({ loader, attempt, failed: false });
      },
      () => {
        if (current) setChunk({ loader, attempt, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, attempt]);

  const { ready: textsReady, load: loadTexts } = texts;
  useEffect(() => {
    if (textsReady) return;
    let current = true;
    loadTexts().catch(() => {
      if (current) setTextsFailedAt(attempt);
    });
    return () => {
      current = false;
    };
  }, [textsReady, loadTexts, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (!loader) return { load: { status: 'idle' }, retry };
  const chunkFailed = chunk !== null && chunk.loader === loader && chunk.attempt === attempt && chunk.failed;
  if (chunkFailed || (!textsReady && textsFailedAt === attempt)) return { load: { status: 'error' }, retry };
  const Component = loaded.get(loader);
  if (Component && textsReady) return { load: { status: 'ready', Component }, retry };
  return { load: { status: 'loading' }, retry };
}
