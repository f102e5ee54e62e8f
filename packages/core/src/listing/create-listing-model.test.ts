import { describe, expect, it, vi } from 'vitest';
import { createListingModel, sameListing } from './create-listing-model';

const HERE = 'https://shop.test/category/phones';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createListingModel', () => {
  it('shows the answer for the address asked for, loading meanwhile', async () => {
    const model = createListingModel({ address: HERE, load: async (address) => `list of ${address}` });
    const asked = model.show(`${HERE}?brand=Apple`);
    expect(model.loading).toBe(true);
    expect(model.pending).toBe(`${HERE}?brand=Apple`);
    await expect(asked).resolves.toEqual({ status: 'arrived', address: `${HERE}?brand=Apple`, answer: `list of ${HERE}?brand=Apple` });
    expect(model.address).toBe(`${HERE}?brand=Apple`);
    expect(model.loading).toBe(false);
  });

  it('drops a late answer: the newest address asked for wins, and the earlier request is aborted', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const model = createListingModel({
      address: HERE,
      load: (_address, signal) => {
        signals.push(signal);
        return signals.length === 1 ? first.promise : second.promise;
      },
    });
    const older = model.show(`${HERE}?sort=price_asc`);
    const newer = model.show(`${HERE}?sort=price_desc`);
    expect(signals[0]?.aborted).toBe(true);
    second.resolve('cheap last');
    first.resolve('cheap first');
    await expect(newer).resolves.toMatchObject({ status: 'arrived', answer: 'cheap last' });
    await expect(older).resolves.toEqual({ status: 'dropped', address: `${HERE}?sort=price_asc` });
    expect(model.address).toBe(`${HERE}?sort=price_desc`);
    expect(model.loading).toBe(false);
  });

  it('reports a failure and keeps the state shown', async () => {
    const model = createListingModel({ address: HERE, load: () => Promise.reject(new Error('HTTP 502')) });
    await expect(model.show(`${HERE}?page=2`)).resolves.toMatchObject({ status: 'failed', error: new Error('HTTP 502') });
    expect(model.address).toBe(HERE);
    expect(model.loading).toBe(false);
  });

  it('fails a request that takes longer than the time-out, aborting it', async () => {
    vi.useFakeTimers();
    try {
      let seen: AbortSignal | undefined;
      const model = createListingModel({
        address: HERE,
        timeoutMs: 1000,
        load: (_address, signal) =>
          new Promise((_resolve, reject) => {
            seen = signal;
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      });
      const asked = model.show(`${HERE}?page=3`);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(asked).resolves.toMatchObject({ status: 'failed', error: new Error('No answer in 1000 ms') });
      expect(seen?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops what arrives after it was stopped', async () => {
    const answer = deferred<string>();
    const model = createListingModel({ address: HERE, load: () => answer.promise });
    const asked = model.show(`${HERE}?page=2`);
    model.stop();
    answer.resolve('too late');
    await expect(asked).resolves.toMatchObject({ status: 'dropped' });
    await expect(model.show(`${HERE}?page=3`)).resolves.toMatchObject({ status: 'dropped' });
    expect(model.address).toBe(HERE);
  });

  it('takes a state shown some other way as the one shown', () => {
    const model = createListingModel({ address: HERE, load: async () => '' });
    model.settle(`${HERE}?page=4`);
    expect(model.address).toBe(`${HERE}?page=4`);
  });
});

describe('sameListing', () => {
  it('compares the query as a set of parameters and ignores the fragment', () => {
    expect(sameListing(`${HERE}?brand=Apple&sort=new`, `${HERE}?sort=new&brand=Apple#filters`)).toBe(true);
    expect(sameListing(`${HERE}?brand=Apple`, `${HERE}?brand=Samsung`)).toBe(false);
  });
});
