import { afterAll, afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Keeps the file's `console.warn` calls off the output and returns the spy, cleared before each test;
 * empties the page after each test.
 */
export function quietWarnings(): MockInstance<typeof console.warn> {
  const warn = vi.spyOn(console, 'warn');
  beforeEach(() => {
    warn.mockClear().mockImplementation(() => {});
  });
  afterEach(() => {
    document.body.replaceChildren();
  });
  afterAll(() => {
    warn.mockRestore();
  });
  return warn;
}
