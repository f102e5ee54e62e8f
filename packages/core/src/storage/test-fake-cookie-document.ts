import * as z from 'zod/mini';
import { createCookieJar } from './cookie-jar';
import type { CookieDocument, CookieJarOptions } from './cookie-jar';
import type { StorageProblem } from './types';

export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** Undefined for a host-only cookie. */
  domain: string | undefined;
}

/**
 * A `document.cookie` that behaves like a browser's for one host: cookies are told apart by name,
 * domain and path, an expiry in the past deletes, the most specific path is listed first, and a
 * cookie over `maxBytes` is silently ignored.
 */
export class FakeCookieDocument implements CookieDocument {
  cookies: StoredCookie[] = [];
  readonly lines: string[] = [];
  blocked = false;
  maxBytes = 4096;

  get cookie(): string {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    return [...this.cookies]
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => (cookie.name === '' ? cookie.value : `${cookie.name}=${cookie.value}`))
      .join('; ');
  }

  set cookie(line: string) {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.lines.push(line);
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = eq < 0 ? '' : pair.slice(0, eq).trim();
    const value = (eq < 0 ? pair : pair.slice(eq + 1)).trim();
    if (name.length + value.length > this.maxBytes) return;
    let path = '/';
    let domain: string | undefined;
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', text = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'path') path = text;
      if (key.toLowerCase() === 'domain') domain = text.replace(/^\./, '').toLowerCase();
      if (key.toLowerCase() === 'expires') expired = Date.parse(text) <= Date.now();
    }
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path && c.domain === domain));
    if (!expired) this.cookies.push({ name, value, path, domain });
  }
}

export const userSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  lang: z.object({ code: z.string() }),
  favorites: z.array(z.number()),
  bonuses_count: z.nullable(z.number()),
});

export const user = { uuid: 'u-1', first_name: 'Оксана', lang: { code: 'uk' }, favorites: [1, 2], bonuses_count: null };

export function setup(options: CookieJarOptions = {}) {
  const doc = new FakeCookieDocument();
  const problems: StorageProblem[] = [];
  const jar = createCookieJar({ document: doc, onError: (problem) => problems.push(problem), ...options });
  return { jar, doc, problems };
}
