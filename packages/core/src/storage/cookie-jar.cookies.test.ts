import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';
import { setup } from './test-fake-cookie-document';

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
});
