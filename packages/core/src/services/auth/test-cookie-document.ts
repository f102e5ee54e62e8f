import { createMemoryCookieDocument, type CookieDocument } from '../../storage/cookie-jar';

/** A browser-like `document.cookie` (a plain `{ cookie: '' }` keeps only the last write). */
export function testCookieDocument(initial: Readonly<Record<string, string>> = {}): CookieDocument {
  return createMemoryCookieDocument(initial);
}
