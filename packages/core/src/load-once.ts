/**
 * `load`, run once and shared by every caller while it runs or after it succeeded. A failure is
 * not kept: the next call runs `load` again (a chunk that could not be downloaded, say). With
 * `timeoutMs`, a load that has not settled by then fails (a stalled download would otherwise hold
 * every caller for ever), and the next call starts again.
 */
export function loadOnce<T>(load: () => Promise<T>, timeoutMs?: number): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = timeoutMs === undefined ? load() : settleWithin(load(), timeoutMs);
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}

/** Thrown by a load that did not settle within its time. */
export class LoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Not loaded within ${timeoutMs} ms`);
    this.name = 'LoadTimeoutError';
  }
}

/** `work`, or a LoadTimeoutError when it has not settled within `timeoutMs`. */
export function settleWithin<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(timeoutMs)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
