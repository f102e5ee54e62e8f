interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can handle input and render in between: `scheduler.yield()`
 * where the browser has it (the continuation goes ahead of other queued work), otherwise `setTimeout`
 * (a few ms later at most: slices are few, so its clamp of nested timers to 4 ms costs little).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
