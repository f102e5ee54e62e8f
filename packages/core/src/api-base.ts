import { ConfigError } from './errors';

/** The page's address in a browser; outside one there is nothing a relative base could mean. */
function pageAddress(): string | undefined {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof document !== 'undefined' && typeof location?.href === 'string' ? location.href : undefined;
}

/**
 * Checks an API base (`api.profile`, `api.shop`, `api.cart`): an http or https address, which may be
 * relative to the page in a browser (`/api/shop/`) and must be absolute elsewhere (Node, a worker
 * without a document). The base itself is kept as given.
 */
export function checkApiBase(field: string, base: string, page: string | undefined = pageAddress()): void {
  let url: URL;
  try {
    url = new URL(base, page);
  } catch {
    throw new ConfigError(
      page === undefined
        ? `Invalid Vitrina config — ${field}: expected an absolute http:// or https:// address (outside a browser there is no page to resolve a relative one against), got ${JSON.stringify(base)}`
        : `Invalid Vitrina config — ${field}: expected an http:// or https:// address, got ${JSON.stringify(base)}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`Invalid Vitrina config — ${field}: expected an http:// or https:// address, got ${JSON.stringify(base)} (${url.protocol.slice(0, -1)})`);
  }
}
