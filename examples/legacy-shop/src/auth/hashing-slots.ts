import { availableParallelism } from 'node:os';
import { ApiError } from '../http/api-error';

/**
 * At most `concurrency` password hashes run at once (on libuv's thread pool) and at most
 * `maxWaiting` wait for a slot; beyond that a call is refused with 503 rather than queued without
 * end. One core is left to the event loop, so pages and API calls keep their pace while logins
 * and sign-ups hash.
 */
export class HashingSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const busy = () => new ApiError(503, 'errors.generic', 'Too many logins and sign-ups at once; try again shortly');

/** The server's slots: every core but one (at least one slot), 100 waiting. */
export const hashingSlots = new HashingSlots(Math.max(1, availableParallelism() - 1), 100);
