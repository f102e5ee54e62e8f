import { describe, expect, it } from 'vitest';
import { dictionarySchema } from './dictionary';
import { ru } from './locales/ru';
import { uk } from './locales/uk';

describe('dictionarySchema', () => {
  it('accepts nested records of strings, such as the bundled dictionaries', () => {
    expect(dictionarySchema.safeParse(uk).success).toBe(true);
    expect(dictionarySchema.safeParse(ru).success).toBe(true);
    expect(dictionarySchema.safeParse({ a: 'x', b: { c: 'y', d: { e: '' } } }).success).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'uk'],
    ['an array', ['a']],
    ['an empty object', {}],
    ['a number leaf', { a: 1 }],
    ['a null leaf', { a: { b: null } }],
    ['an array leaf', { a: ['x'] }],
    ['an empty key', { '': 'x' }],
  ])('rejects %s', (_name, value) => {
    expect(dictionarySchema.safeParse(value).success).toBe(false);
  });

  it('rejects keys that could reach an object prototype when merged', () => {
    expect(dictionarySchema.safeParse(JSON.parse('{"__proto__": {"polluted": "yes"}}')).success).toBe(false);
    expect(dictionarySchema.safeParse({ a: { constructor: { prototype: 'x' } } }).success).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
