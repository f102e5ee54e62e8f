import { describe, expect, it } from 'vitest';
import { createLateAnswerGuard } from './late-answer-guard';

describe('createLateAnswerGuard', () => {
  it('keeps a check current until the session is invalidated', () => {
    const guard = createLateAnswerGuard();
    const first = guard.current();
    const second = guard.current();
    expect(first()).toBe(true);
    expect(second()).toBe(true);
    guard.invalidate();
    expect(first()).toBe(false);
    expect(second()).toBe(false);
    expect(guard.current()()).toBe(true);
  });

  it('lets only the newest request started with next() stay current', () => {
    const guard = createLateAnswerGuard();
    const older = guard.next();
    const newer = guard.next();
    expect(older()).toBe(false);
    expect(newer()).toBe(true);
  });

  it('ends a request started with next() when the session is invalidated', () => {
    const guard = createLateAnswerGuard();
    const request = guard.next();
    guard.invalidate();
    expect(request()).toBe(false);
  });

  it('keeps separate guards independent', () => {
    const session = createLateAnswerGuard();
    const loads = createLateAnswerGuard();
    const inSession = session.current();
    const load = loads.next();
    loads.next();
    expect(inSession()).toBe(true);
    expect(load()).toBe(false);
  });
});
