/** True while the request or session it was taken for is still the current one. */
export type IsCurrent = () => boolean;

/**
 * Drops answers that arrive too late: after the session they belong to ended (logout, account
 * switch), or after a newer request of the same kind superseded them.
 *
 * `current()` ties a request to what is current now; `next()` starts a request that supersedes
 * every earlier one; `invalidate()` ends the current session, so every check taken before it
 * turns false.
 */
export interface LateAnswerGuard {
  current(): IsCurrent;
  next(): IsCurrent;
  invalidate(): void;
}

export function createLateAnswerGuard(): LateAnswerGuard {
  let generation = 0;
  const current = (): IsCurrent => {
    const taken = generation;
    return () => taken === generation;
  };
  return {
    current,
    next() {
      generation += 1;
      return current();
    },
    invalidate() {
      generation += 1;
    },
  };
}
