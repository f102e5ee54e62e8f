import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it('uses scheduler.yield() where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a later task (setTimeout)', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    try {
      let done = false;
      void yieldToBrowser().then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.runAllTimersAsync();
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
