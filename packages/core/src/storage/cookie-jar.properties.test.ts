import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';
import { setup, userSchema } from './test-fake-cookie-document';

describe('createCookieJar', () => {
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
