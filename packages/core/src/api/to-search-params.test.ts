import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors';
import { toSearchParams } from './to-search-params';

describe('toSearchParams', () => {
  it('stringifies primitives, joins lists with commas and leaves out empty values', () => {
    const params = toSearchParams('e', { lang: 'uk', diff: 1, top: true, ids: [3, 'a'], skip: undefined, none: null });
    expect(params.toString()).toBe('lang=uk&diff=1&top=true&ids=3%2Ca');
  });

  it('gives no params for no query', () => {
    expect(toSearchParams('e', undefined).toString()).toBe('');
  });

  it('rejects values that have no URL form', () => {
    expect(() => toSearchParams('e', { filter: { a: 1 } })).toThrow(ConfigError);
    expect(() => toSearchParams('e', { ids: [[1]] })).toThrow(ConfigError);
    expect(() => toSearchParams('e', 'lang=uk')).toThrow(ConfigError);
  });
});
