import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { HashingSlots } from './hashing-slots';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('HashingSlots', () => {
  it('runs at most its concurrency at once, the next waiter as soon as a slot frees', async () => {
    const slots = new HashingSlots(2, 10);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('refuses with 503 beyond its waiting room, and frees the slot of a failed run', async () => {
    const slots = new HashingSlots(1, 1);
    const gate = deferred();
    const first = slots.run(() => gate.promise);
    const second = slots.run(async () => 'second');
    const third = slots.run(async () => 'third');
    await expect(third).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 503);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(slots.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await slots.run(async () => 'after a failure')).toBe('after a failure');
  });
});
