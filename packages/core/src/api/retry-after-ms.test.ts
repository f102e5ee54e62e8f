import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after-ms';

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'Retry-After': value });

describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs(headers('0'))).toBe(0);
    expect(retryAfterMs(headers(' 120 '))).toBe(120_000);
  });

  it('reads an HTTP-date as the time left until it, never below 0', () => {
    const now = Date.parse('Sun, 22 Nov 2026 03:00:00 GMT');
    expect(retryAfterMs(headers('Sun, 22 Nov 2026 03:02:00 GMT'), now)).toBe(120_000);
    expect(retryAfterMs(headers('Sun, 22 Nov 2026 02:00:00 GMT'), now)).toBe(0);
  });

  it('is undefined without the header or with something else in it', () => {
    expect(retryAfterMs(headers())).toBeUndefined();
    expect(retryAfterMs(headers(''))).toBeUndefined();
    expect(retryAfterMs(headers('soon'))).toBeUndefined();
    expect(retryAfterMs(headers('-5'))).toBeUndefined();
  });
});
