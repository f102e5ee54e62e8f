import { describe, expect, it } from 'vitest';
import { isEmpty } from './is-empty';

describe('isEmpty', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['an object without prototype and keys', Object.create(null) as object],
    ['an empty string', ''],
    ['a blank string', '  '],
    ['whitespace of any kind', '\t\n\u00a0'],
    ['an empty array', []],
  ])('%s is empty', (_label, value) => expect(isEmpty(value)).toBe(true));

  it.each([
    ['a letter', 'a'],
    ['padded text', ' a '],
    ['zero', 0],
    ['NaN', Number.NaN],
    ['false', false],
    ['an object with a key', { a: undefined }],
    ['an array with an item', [undefined]],
    ['a date', new Date(0)],
    ['an empty map', new Map()],
    ['a function', () => undefined],
  ])('%s is not empty', (_label, value) => expect(isEmpty(value)).toBe(false));
});
