import { ConfigError } from './errors';

/**
 * Checks an API base (`api.profile`, `api.shop`, `api.cart`): an http or https address, which may be
 * relative to the page in a browser (`/api/shop/`) and must be absolute elsewhere (Node, a worker
 * without a document), where there is no page to resolve it against. The base itself is kept as given.
 */
export function checkApiBase(field: string, base: string, page = typeof document === 'undefined' ? undefined : globalThis.location?.href): void {
  let protocol;
  try {
    protocol = new URL(base, page).protocol;
  } catch {
    // Not an address: refused below.
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ConfigError(`Invalid Vitrina config — ${field}: expected an ${page ? '' : 'absolute '}http:// or https:// address${page ? '' : ' (outside a browser there is no page to resolve a relative one against)'}, got ${JSON.stringify(base)}`);
  }
}
