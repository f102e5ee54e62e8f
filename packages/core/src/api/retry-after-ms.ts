/**
 * How long a `Retry-After` header asks to wait, in ms: delay-seconds or an HTTP-date (RFC 9110
 * §10.2.3). Undefined without the header or when it is neither.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP-date names its day and month; Date.parse alone would take '-5' for a year.
  const date = /^[A-Za-z]{3}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
