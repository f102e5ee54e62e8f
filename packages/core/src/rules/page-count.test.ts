import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count';

describe('pageCount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [23, 1],
    [24, 1],
    [25, 2],
    [48, 2],
    [49, 3],
  ])('%i cards → %i pages of 24', (cards, pages) => expect(pageCount(cards)).toBe(pages));

  it('rounds a fractional count down before dividing', () => {
    expect(pageCount(24.9)).toBe(1);
    expect(pageCount(0.5)).toBe(0);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '48', null, undefined])('invalid count %s → 0 pages', (cards) =>
    expect(pageCount(cards)).toBe(0),
  );

  it('takes another page size', () => {
    expect(pageCount(10, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });

  it.each([0, -24, 1.5, Number.NaN])('refuses page size %s', (size) => expect(() => pageCount(10, size)).toThrow(RangeError));
});
