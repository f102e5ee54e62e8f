import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

export interface RecordedWarnings {
  /** console.warn, silenced and recorded for the current test. */
  warn: MockInstance<typeof console.warn>;
}

/** Silences and records console.warn for each test of the file; after each, restores it and clears the page. */
export function recordWarnings(): RecordedWarnings {
  const recorded = {} as RecordedWarnings;
  beforeEach(() => {
    recorded.warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    recorded.warn.mockRestore();
    document.body.replaceChildren();
  });
  return recorded;
}
