import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SchemaError } from '../errors';
import { createCookieJar } from './cookie-jar';
import type { CookieDocument, CookieJarOptions } from './cookie-jar';
import { USER_COOKIE_EXPIRES } from './keys';
import type { StorageProblem } from './types';

interface StoredCookie {
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
class FakeCookieDocument implements CookieDocument {
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

const userSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  lang: z.object({ code: z.string() }),
  favorites: z.array(z.number()),
  bonuses_count: z.nullable(z.number()),
});

const user = { uuid: 'u-1', first_name: 'Оксана', lang: { code: 'uk' }, favorites: [1, 2], bonuses_count: null };

function setup(options: CookieJarOptions = {}) {
  const doc = new FakeCookieDocument();
  const problems: StorageProblem[] = [];
  const jar = createCookieJar({ document: doc, onError: (problem) => problems.push(problem), ...options });
  return { jar, doc, problems };
}

describe('createCookieJar', () => {
  describe('set and get', () => {
    it('writes the value URI-encoded with path /, SameSite=Lax and the configured domain', () => {
      const { jar, doc } = setup({ domain: '.shop.example' });
      jar.set('note', 'a b;c=d');
      expect(doc.lines).toEqual(['note=a%20b%3Bc%3Dd; path=/; domain=.shop.example; SameSite=Lax']);
      expect(jar.get('note')).toBe('a b;c=d');
    });

    it('writes expiry, path, SameSite and Secure when asked', () => {
      const { jar, doc } = setup();
      const expires = new Date(Date.UTC(2030, 5, 1));
      jar.set('a', '1', { expires, path: '/cart', sameSite: 'Strict', secure: true });
      jar.set('b', '2', { sameSite: 'None' });
      expect(doc.lines).toEqual([
        'a=1; path=/cart; expires=Sat, 01 Jun 2030 00:00:00 GMT; SameSite=Strict; Secure',
        'b=2; path=/; SameSite=None; Secure',
      ]);
    });

    it('uses the jar-wide secure default', () => {
      const { jar, doc } = setup({ secure: true });
      jar.set('a', '1');
      expect(doc.lines[0]).toMatch(/; Secure$/);
    });

    it('keeps a path or domain from smuggling in attributes', () => {
      const { jar, doc } = setup();
      jar.set('a', '1', { path: '/; domain=evil.example', domain: 'shop.example; Secure' });
      expect(doc.lines[0]).toBe('a=1; path=/; domain=shop.example; SameSite=Lax');
    });

    it('reads a cookie written by another script', () => {
      const { jar } = setup();
      expect(jar.get('legacy')).toBeUndefined();
      const doc = { cookie: 'a=1; legacy=%D0%BF%D1%80%D0%B8%D0%B2%D1%96%D1%82; b=2' };
      expect(createCookieJar({ document: doc }).get('legacy')).toBe('привіт');
    });

    it('never throws on malformed cookie strings', () => {
      const read = (cookie: string, name: string) => createCookieJar({ document: { cookie } }).get(name);
      expect(read('bad=%E0%A4%A', 'bad')).toBeUndefined();
      expect(read('bad=%', 'bad')).toBeUndefined();
      expect(read('novalue; other=1', 'novalue')).toBeUndefined();
      expect(read('novalue; other=1', 'other')).toBe('1');
      expect(read('=orphan; a=1', 'a')).toBe('1');
      expect(read(';;; ; a=1;;', 'a')).toBe('1');
      expect(read('a=1=2', 'a')).toBe('1=2');
      expect(read('', 'a')).toBeUndefined();
    });

    it('takes the first copy of a duplicated cookie, skipping malformed copies', () => {
      const read = (cookie: string) => createCookieJar({ document: { cookie } }).get('a');
      expect(read('a=first; a=second')).toBe('first');
      expect(read('a=%ZZ; a=second')).toBe('second');
    });

    it('unquotes a quoted value', () => {
      expect(createCookieJar({ document: { cookie: 'a="quoted%20value"' } }).get('a')).toBe('quoted value');
      expect(createCookieJar({ document: { cookie: 'a="' } }).get('a')).toBe('"');
    });

    it('refuses a value with a lone surrogate without throwing', () => {
      const { jar, problems } = setup();
      expect(() => jar.set('a', '\uD800')).not.toThrow();
      expect(jar.get('a')).toBeUndefined();
      expect(problems[0]).toMatchObject({ kind: 'unwritable', area: 'cookie', key: 'a' });
    });
  });

  describe('remove', () => {
    it('removes both the host-only copy and the copy on the cookie domain', () => {
      const { jar, doc } = setup({ domain: '.shop.example' });
      doc.cookie = 'user=legacy; path=/';
      jar.set('user', 'ours');
      expect(doc.cookies).toHaveLength(2);
      jar.remove('user');
      expect(doc.cookies).toEqual([]);
      expect(jar.get('user')).toBeUndefined();
    });

    it('leaves other cookies alone', () => {
      const { jar } = setup();
      jar.set('a', '1');
      jar.set('b', '2');
      jar.remove('a');
      expect(jar.get('a')).toBeUndefined();
      expect(jar.get('b')).toBe('2');
    });
  });

  describe('when the browser does not keep a cookie', () => {
    it('keeps it in memory for this page when document.cookie throws', () => {
      const { jar, doc, problems } = setup();
      doc.blocked = true;
      jar.set('a', '1');
      jar.set('a', '2');
      expect(jar.get('a')).toBe('2');
      expect(problems.map((problem) => problem.kind)).toEqual(['fallback']);
      jar.remove('a');
      expect(jar.get('a')).toBeUndefined();
    });

    it('keeps it in memory for this page when the browser silently drops it (too large)', () => {
      const { jar, doc, problems } = setup();
      doc.maxBytes = 10;
      jar.set('big', 'x'.repeat(100));
      expect(doc.cookies).toEqual([]);
      expect(jar.get('big')).toBe('x'.repeat(100));
      expect(problems[0]).toMatchObject({ kind: 'fallback', key: 'big' });
    });

    it('goes back to the document once it accepts the cookie again', () => {
      const { jar, doc } = setup();
      doc.blocked = true;
      jar.set('a', '1');
      doc.blocked = false;
      jar.set('a', '2');
      doc.cookie = 'a=3';
      expect(jar.get('a')).toBe('3');
    });

    it('uses an in-memory jar where there is no document', () => {
      expect(typeof document).toBe('undefined');
      const jar = createCookieJar();
      jar.set('a', 'b c');
      expect(jar.get('a')).toBe('b c');
      jar.remove('a');
      expect(jar.get('a')).toBeUndefined();
      expect(createCookieJar().get('a')).toBeUndefined();
    });
  });

  describe('user cookie', () => {
    it('writes the user as JSON on path /, the cookie domain, expiring January 2038', () => {
      const { jar, doc } = setup({ domain: '.shop.example' });
      jar.writeUser(user);
      expect(doc.lines).toEqual([
        `user=${encodeURIComponent(JSON.stringify(user))}; path=/; domain=.shop.example; ` +
          `expires=${USER_COOKIE_EXPIRES.toUTCString()}; SameSite=Lax`,
      ]);
      expect(USER_COOKIE_EXPIRES.getUTCFullYear()).toBe(2038);
      expect(USER_COOKIE_EXPIRES.getUTCMonth()).toBe(0);
      expect(jar.readUser(userSchema)).toEqual(user);
    });

    it('drops an unparsable or wrongly shaped user cookie and keeps the token', () => {
      for (const raw of ['%7B%22uuid', encodeURIComponent('{"uuid":1}')]) {
        const { jar, doc, problems } = setup();
        doc.cookie = `user=${raw}`;
        jar.writeToken('secret');
        expect(jar.readUser(userSchema)).toBeUndefined();
        expect(doc.cookies.map((cookie) => cookie.name)).toEqual(['token']);
        expect(jar.readToken()).toBe('secret');
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatchObject({ kind: 'dropped', area: 'cookie', key: 'user' });
        expect(problems[0]?.error).toBeInstanceOf(SchemaError);
      }
    });

    it('reads a user cookie with broken percent-encoding as missing', () => {
      const { jar, doc } = setup();
      doc.cookie = 'user=%E0%A4%A';
      expect(jar.readUser(userSchema)).toBeUndefined();
      jar.writeUser(user);
      expect(jar.readUser(userSchema)).toEqual(user);
    });

    describe('with a __proto__ payload', () => {
      afterEach(() => {
        delete (Object.prototype as Record<string, unknown>).polluted;
      });

      it('never pollutes prototypes', () => {
        const { jar, doc } = setup();
        doc.cookie = `user=${encodeURIComponent('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}')}`;
        const value = jar.readUser(z.record(z.string(), z.unknown()));
        expect(value).toEqual({});
        expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    });

    it('uses an overridden name and removes the user', () => {
      const { jar, doc } = setup({ names: { user: 'vitrina_user' } });
      jar.writeUser(user);
      expect(doc.cookies.map((cookie) => cookie.name)).toEqual(['vitrina_user']);
      jar.removeUser();
      expect(jar.readUser(userSchema)).toBeUndefined();
    });

    it('reports a user JSON cannot hold and writes nothing', () => {
      const { jar, doc, problems } = setup();
      jar.writeUser({ id: 1n });
      expect(doc.lines).toEqual([]);
      expect(problems[0]).toMatchObject({ kind: 'unwritable', key: 'user' });
    });
  });

  describe('token cookie', () => {
    it('stores the token as a plain string with the user cookie attributes', () => {
      const { jar, doc } = setup({ domain: 'shop.example', names: { token: 'auth' } });
      jar.writeToken('abc+/=');
      expect(doc.lines[0]).toBe(
        `auth=abc%2B%2F%3D; path=/; domain=shop.example; expires=${USER_COOKIE_EXPIRES.toUTCString()}; SameSite=Lax`,
      );
      expect(jar.readToken()).toBe('abc+/=');
      jar.removeToken();
      expect(jar.readToken()).toBeUndefined();
    });

    it('reads a raw token a server wrote, and an empty one as missing', () => {
      expect(createCookieJar({ document: { cookie: 'token=eyJhbGciOi.x_y-z' } }).readToken()).toBe('eyJhbGciOi.x_y-z');
      expect(createCookieJar({ document: { cookie: 'token=' } }).readToken()).toBeUndefined();
    });

    it('can expire at another time', () => {
      const { jar, doc } = setup();
      jar.writeToken('t', { expires: new Date(Date.UTC(2031, 0, 1)) });
      expect(doc.lines[0]).toContain('expires=Wed, 01 Jan 2031 00:00:00 GMT');
    });
  });

  describe('properties', () => {
    const trickyText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom(';', '=', ' ', '"', '%', ',', '\\', '+', 'é', 'ї', '😀', 'a', '1') }),
    );

    it('round-trips any name and value through set and get', () => {
      fc.assert(
        fc.property(trickyText.filter((name) => name.length > 0), trickyText, (name, value) => {
          const { jar, doc, problems } = setup();
          jar.set(name, value);
          expect(jar.get(name)).toBe(value);
          expect(doc.cookies).toHaveLength(1);
          expect(problems).toEqual([]);
        }),
      );
    });

    it('never throws on an arbitrary document.cookie string', () => {
      fc.assert(
        fc.property(trickyText, trickyText, (cookie, name) => {
          const jar = createCookieJar({ document: { cookie } });
          const value = jar.get(name);
          expect(value === undefined || typeof value === 'string').toBe(true);
          expect(jar.readToken() === undefined || typeof jar.readToken() === 'string').toBe(true);
          expect(jar.readUser(userSchema)).toSatisfy((read) => read === undefined || userSchema.safeParse(read).success);
        }),
      );
    });

    it('finds a good cookie among arbitrary garbage', () => {
      const garbage = fc.string({ unit: fc.constantFrom(';', '=', ' ', '%', '"', ',', 'x', 'E', '0', '9', 'é') });
      fc.assert(
        fc.property(garbage, trickyText, garbage, (before, value, after) => {
          const doc = { cookie: `${before}; token=${encodeURIComponent(value)}; ${after}` };
          expect(createCookieJar({ document: doc }).get('token')).toBe(value);
        }),
      );
    });

    it('round-trips any valid user through the user cookie', () => {
      const userArb = fc.record({
        uuid: fc.string({ unit: 'binary' }),
        first_name: trickyText,
        lang: fc.record({ code: fc.constantFrom('uk', 'ru') }),
        favorites: fc.array(fc.integer(), { maxLength: 10 }),
        bonuses_count: fc.option(fc.nat(), { nil: null }),
      });
      fc.assert(
        fc.property(userArb, (value) => {
          const { jar } = setup({ domain: '.shop.example' });
          jar.writeUser(value);
          expect(jar.readUser(userSchema)).toEqual(value);
        }),
      );
    });
  });
});
