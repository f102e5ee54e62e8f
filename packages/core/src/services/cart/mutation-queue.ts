/**
 * Runs tasks one after another, in the order they were queued. A task starts only once every task
 * queued before it has settled, whether it succeeded or failed, so a failure never blocks the queue.
 */
export interface MutationQueue {
  /** Queues `task`; the promise settles with the task's own result or error. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves once nothing is queued or running, including tasks queued while waiting. */
  idle(): Promise<void>;
  /** Tasks queued or running. */
  readonly size: number;
}

export function createMutationQueue(): MutationQueue {
  let tail: Promise<void> = Promise.resolve();
  let size = 0;
  let waiters: (() => void)[] = [];
  const settle = (): void => {
    size -= 1;
    if (size > 0) return;
    const idle = waiters;
    waiters = [];
    for (const wake of idle) wake();
  };
  return {
    run(task) {
      size += 1;
      const result = tail.then(task);
      tail = result.then(settle, settle);
      return result;
    },
    idle() {
      return size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    get size() {
      return size;
    },
  };
}
