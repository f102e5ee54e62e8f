import { stableJson } from './stable-json';

/**
 * The Idempotency-Key of each order attempt (docs/checkout.md#placing-an-order). One key covers
 * an order until the server has answered it and the shopper sends a different order: a retry
 * after a lost answer, a time-out or a server error keeps the key even when the order changed
 * meanwhile, since the server may have stored the first one (it then answers with that order
 * again rather than storing a second); after a refusal or a placed order, the same order keeps
 * its key and a changed one gets a new key.
 */
export interface OrderAttempts {
  keyFor(request: unknown): string;
  /** The server answered the last attempt: placed, or refused (4xx). */
  answered(): void;
}

export function createOrderAttempts(randomId: () => string): OrderAttempts {
  let last: { key: string; order: string; answered: boolean } | null = null;
  return {
    keyFor(request) {
      const order = stableJson(request);
      const key = last && !(last.answered && last.order !== order) ? last.key : randomId();
      last = { key, order, answered: false };
      return key;
    },
    answered() {
      if (last) last = { ...last, answered: true };
    },
  };
}
