import { describe, expect, it } from 'vitest';
import { createMutationQueue } from './mutation-queue';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('mutation queue', () => {
  it('starts each task only after the one before it settled, in queue order', async () => {
    const queue = createMutationQueue();
    const log: string[] = [];
    const first = deferred();
    const a = queue.run(async () => {
      log.push('a starts');
      await first.promise;
      log.push('a ends');
      return 'a';
    });
    const b = queue.run(async () => {
      log.push('b runs');
      return 'b';
    });
    await Promise.resolve();
    expect(log).toEqual(['a starts']);
    expect(queue.size).toBe(2);

    first.resolve();
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(log).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('hands a task’s error to its caller and carries on with the next', async () => {
    const queue = createMutationQueue();
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });

  it('is idle once everything queued, also while waiting, has settled', async () => {
    const queue = createMutationQueue();
    await queue.idle();
    const gate = deferred();
    let later: Promise<string> | undefined;
    void queue.run(async () => {
      await gate.promise;
      later = queue.run(async () => 'later');
    });
    let idle = false;
    const waiting = queue.idle().then(() => {
      idle = true;
    });
    gate.resolve();
    await waiting;
    expect(idle).toBe(true);
    expect(await later).toBe('later');
    expect(queue.size).toBe(0);
  });
});
