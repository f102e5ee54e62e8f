import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, type VitrinaError } from '../errors';
import { LoadTimeoutError } from '../load-once';
import { CHUNK_LOAD_TIMEOUT_MS } from '../rules/constants';
import { loadOnDemand } from './load-on-demand';

describe('loadOnDemand', () => {
  it('fetches the module once, however many callers ask at the same time or later', async () => {
    let fetches = 0;
    const load = loadOnDemand('forms', () => Promise.resolve({ n: (fetches += 1) }), () => undefined);

    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(fetches).toBe(1);
  });

  it('turns a failed fetch into a NetworkError, reported once, and fetches again on the next call', async () => {
    const reported: VitrinaError[] = [];
    const offline = new TypeError('Failed to fetch dynamically imported module');
    let fetches = 0;
    const load = loadOnDemand(
      'forms',
      () => ((fetches += 1) === 1 ? Promise.reject(offline) : Promise.resolve('module')),
      (error) => reported.push(error),
    );

    const [first, second] = await Promise.allSettled([load(), load()]);
    expect(first).toEqual({ status: 'rejected', reason: expect.any(NetworkError) });
    expect(second).toEqual(first);
    const error = (first as PromiseRejectedResult).reason as NetworkError;
    expect(error).toMatchObject({ kind: 'network', messageKey: 'errors.data_loading', cause: offline });
    expect(reported).toEqual([error]);

    await expect(load()).resolves.toBe('module');
    expect(fetches).toBe(2);
  });

  it('gives up on a fetch still not done after CHUNK_LOAD_TIMEOUT_MS (120 s), as a NetworkError, and fetches again on the next call', async () => {
    vi.useFakeTimers();
    const reported: VitrinaError[] = [];
    let fetches = 0;
    const load = loadOnDemand(
      'forms',
      () => ((fetches += 1) === 1 ? new Promise<string>(() => {}) : Promise.resolve('module')),
      (error) => reported.push(error),
    );
    const stalled = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = await stalled;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(LoadTimeoutError);
    expect(reported).toEqual([error]);
    await expect(load()).resolves.toBe('module');
    expect(fetches).toBe(2);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
