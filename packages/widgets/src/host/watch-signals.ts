/** What the watch needs of a signal (@preact/signals-core's `subscribe`: called at once, then on every change). */
export interface Subscribable {
  subscribe(listener: () => void): () => void;
}

/**
 * Reads a view of the SDK's state now, and again a microtask after any of `signals` changed (once
 * however many changed: every signal one change writes has settled, and the page's listeners run
 * outside the SDK's own updates), then calls `changed` with the new view and the one before.
 */
export function watchSignals<View>(signals: readonly Subscribable[], read: () => View, changed: (now: View, before: View) => void): void {
  let last = read();
  let queued = false;
  for (const signal of signals) {
    signal.subscribe(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        const before = last;
        last = read();
        changed(last, before);
      });
    });
  }
}
