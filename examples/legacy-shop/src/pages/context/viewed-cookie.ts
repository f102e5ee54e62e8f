import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The browser's recently viewed products: product ids, most recent first, comma-separated. */
export const VIEWED_COOKIE = 'viewed';
export const VIEWED_LIMIT = 12;
const VIEWED_MAX_AGE = 30 * 24 * 60 * 60;

// What recordViewed writes and nothing else: up to 12 positive ids without leading zeros.
const VIEWED_FORMAT = new RegExp(`^[1-9]\\d{0,8}(?:,[1-9]\\d{0,8}){0,${VIEWED_LIMIT - 1}}$`);

/**
 * The ids a `viewed` cookie holds. The value is read strictly, whole or not at all: anything this
 * shop would not have written (another format, a 13th id, a repeated id) counts as no history.
 */
export function parseViewed(value: string | undefined): number[] {
  if (value === undefined || !VIEWED_FORMAT.test(value)) return [];
  const ids = value.split(',').map(Number);
  return new Set(ids).size === ids.length ? ids : [];
}

/** The history after viewing `productId`: it goes first, once, and the oldest fall off after 12. */
export function withViewed(history: readonly number[], productId: number): number[] {
  return [productId, ...history.filter((id) => id !== productId)].slice(0, VIEWED_LIMIT);
}

/** The products viewed before `productId`, most recent first, without recording a view. */
export function viewedBefore(c: Context, productId: number): number[] {
  return parseViewed(getCookie(c, VIEWED_COOKIE)).filter((id) => id !== productId);
}

/**
 * Records a product page view in the `viewed` cookie and returns the other products viewed before
 * it, most recent first, for the page's "viewed" list.
 */
export function recordViewed(c: Context, productId: number): number[] {
  const history = parseViewed(getCookie(c, VIEWED_COOKIE));
  setCookie(c, VIEWED_COOKIE, withViewed(history, productId).join(','), {
    path: '/',
    maxAge: VIEWED_MAX_AGE,
    sameSite: 'Lax',
    httpOnly: true,
  });
  return history.filter((id) => id !== productId);
}
