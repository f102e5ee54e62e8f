import ky, { isHTTPError, type KyInstance } from 'ky';
import type { ApiName } from './endpoint';
import { retryAfterMs } from './retry-after-ms';

// A server's Retry-After may ask for minutes; a shopper waiting on a button cannot. A call asked to
// wait longer is not retried sooner than asked: it fails at once, and the shopper can try again.
const MAX_RETRY_AFTER_MS = 5_000;

// The answers whose Retry-After ky follows (its afterStatusCodes that are retried at all).
const RETRY_AFTER_STATUS_CODES = [429, 503];

/** No retry when a 429 or 503 asks for a longer wait than a shopper can give; else ky's own rules. */
function shouldRetry({ error }: { error: Error }): false | undefined {
  if (!isHTTPError(error) || !RETRY_AFTER_STATUS_CODES.includes(error.response.status)) return undefined;
  const wait = retryAfterMs(error.response.headers);
  return wait !== undefined && wait > MAX_RETRY_AFTER_MS ? false : undefined;
}

/** The part of every call's retry options that follows a server's Retry-After. */
export const retryAfterRules = { maxRetryAfter: MAX_RETRY_AFTER_MS, shouldRetry };

export interface KyInstancesOptions {
  readonly baseUrls: Readonly<Record<ApiName, string>>;
  /** The shop's Basic auth header, for the shop and cart APIs. */
  readonly basicAuth: string | undefined;
  readonly fetch: typeof globalThis.fetch | undefined;
}

/**
 * One ky instance per API. A module of its own, which the API client imports on its first call:
 * ky is a good part of the SDK's size, and a page's start-up needs none of it before then.
 */
export function createKyInstances({ baseUrls, basicAuth, fetch }: KyInstancesOptions): Record<ApiName, KyInstance> {
  const create = (prefix: string, authorization: string | undefined): KyInstance =>
    ky.create({ prefix, fetch, headers: { accept: 'application/json', authorization } });
  return { profile: create(baseUrls.profile, undefined), shop: create(baseUrls.shop, basicAuth), cart: create(baseUrls.cart, basicAuth) };
}
