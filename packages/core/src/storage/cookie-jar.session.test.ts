import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SchemaError } from '../errors';
import { createCookieJar } from './cookie-jar';
import { USER_COOKIE_EXPIRES } from './keys';
import { setup, user, userSchema } from './test-fake-cookie-document';

describe('createCookieJar', () => {
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
});
