import { safeNextPath } from '../sign-in/safe-next-path';

/**
 * Where the placed order sends the shopper: a path of this site as it is, an address of another
 * http(s) site (a payment provider) as it is, anything else ('javascript:', say) the home page.
 */
export function orderRedirect(url: string, origin: string): string {
  if (url.startsWith('/')) return safeNextPath(url, origin);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '/';
  } catch {
    return '/';
  }
}
