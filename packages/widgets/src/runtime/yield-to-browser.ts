interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can handle input and render in between. `scheduler.yield()`
 * where the browser has it (the continuation goes ahead of other queued work), otherwise a message
 * on a MessageChannel (no 4 ms clamp, unlike a nested `setTimeout`), otherwise `setTimeout`.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
