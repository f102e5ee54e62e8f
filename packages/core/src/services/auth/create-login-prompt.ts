import { signal, type ReadonlySignal } from '@preact/signals-core';

/** A pending request for the shopper to log in; `email` pre-fills the login form. */
export interface LoginRequest {
  readonly email: string | null;
}

export interface LoginPrompt<T> {
  /** The open request, or null. */
  readonly request: ReadonlySignal<LoginRequest | null>;
  /**
   * Opens the prompt, or joins the one already open (whose e-mail it updates when given one).
   * `opened` tells the first caller, which is the one to show it; every caller gets the same promise.
   */
  open(email: string | null): { readonly promise: Promise<T>; readonly opened: boolean };
  /** The shopper logged in: every waiter gets `value`. */
  resolve(value: T): void;
  /** The prompt was dismissed or the session ended: every waiter fails with `error`. */
  reject(error: Error): void;
}

/**
 * One login prompt shared by everyone waiting for a login: however many protected actions are
 * refused at once, the shopper is asked once, and all of them go on (or fail) together.
 */
export function createLoginPrompt<T>(): LoginPrompt<T> {
  const request = signal<LoginRequest | null>(null);
  let pending: { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } | null = null;

  return {
    request,
    open(email) {
      if (pending) {
        if (email !== null && email !== request.peek()?.email) request.value = { email };
        return { promise: pending.promise, opened: false };
      }
      let resolve!: (value: T) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<T>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      // A prompt nobody awaits (opened for a stored account) must not end as an unhandled rejection.
      promise.catch(() => undefined);
      pending = { promise, resolve, reject };
      request.value = { email };
      return { promise, opened: true };
    },
    resolve(value) {
      const settled = pending;
      pending = null;
      request.value = null;
      settled?.resolve(value);
    },
    reject(error) {
      const settled = pending;
      pending = null;
      request.value = null;
      settled?.reject(error);
    },
  };
}
