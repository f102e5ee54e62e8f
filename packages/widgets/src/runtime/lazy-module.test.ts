import { CHUNK_LOAD_TIMEOUT_MS, LoadTimeoutError } from '@vitrina/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyModule', () => {
  it('imports once and keeps the module as current', async () => {
    const module = { answer: 42 };
    const importer = vi.fn(() => Promise.resolve(module));
    const lazy = lazyModule(importer);
    expect(lazy.current).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();
    await Promise.all([lazy.load(), lazy.load()]);
    expect(lazy.current).toBe(module);
    await expect(lazy.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next load tries again', async () => {
    const importer = vi.fn<() => Promise<{ answer: number }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 1 });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up on an import still not there after 120 s (CHUNK_LOAD_TIMEOUT_MS), and tries again on the next load', async () => {
    vi.useFakeTimers();
    const importer = vi.fn<() => Promise<{ answer: number }>>().mockReturnValueOnce(new Promise(() => {})).mockResolvedValue({ answer: 2 });
    const lazy = lazyModule(importer);
    const stalled = lazy.load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await stalled).toBeInstanceOf(LoadTimeoutError);
    expect(lazy.current).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
