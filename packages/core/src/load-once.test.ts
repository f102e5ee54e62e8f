import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadTimeoutError, loadOnce } from './load-once';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadOnce', () => {
  it('shares one run among callers, and keeps its result', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });

  it('runs again after a failure, which every caller of that run saw', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const get = loadOnce(load);
    const [first, second] = [get(), get()];
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a load that has not settled within its time, and starts again on the next call', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockReturnValueOnce(new Promise(() => {})).mockResolvedValue('chunk');
    const get = loadOnce(load, 120_000);
    const stalled = get();
    const outcome = stalled.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(LoadTimeoutError);
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a load that settles in time as it is, with no timer left behind', async () => {
    vi.useFakeTimers();
    const get = loadOnce(() => Promise.resolve('chunk'), 120_000);
    await expect(get()).resolves.toBe('chunk');
    expect(vi.getTimerCount()).toBe(0);
  });
});
