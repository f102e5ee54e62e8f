import type { CookieDocument } from '../../storage/cookie-jar';

/**
 * A `document.cookie` that behaves like a browser's: each write sets or (expired) deletes one
 * cookie and reading lists them all. A plain `{ cookie: '' }` keeps only the last write.
 */
export function testCookieDocument(initial: Readonly<Record<string, string>> = {}): CookieDocument {
  const cookies = new Map(Object.entries(initial));
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) return;
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(value) <= Date.now();
      });
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1).trim());
    },
  };
}
