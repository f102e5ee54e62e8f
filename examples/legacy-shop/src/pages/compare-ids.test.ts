import { describe, expect, it } from 'vitest';
import { MAX_COMPARE_IDS, parseCompareIds } from './compare-ids';

describe('parseCompareIds', () => {
  it('reads comma-separated positive integers in order, once each', () => {
    expect(parseCompareIds('3,1, 2,3')).toEqual([3, 1, 2]);
  });

  it.each([
    ['abc', []],
    ['1,abc,2', [1, 2]],
    ['0,-1,2', [2]],
    ['1.5,2e3,0x10,4', [4]],
    ['007,8', [8]],
    ['99999999999999999999,5', [5]],
    ['1,,2,', [1, 2]],
    ['<script>,6', [6]],
    ['', []],
  ])('ignores garbage in %j', (value, expected) => {
    expect(parseCompareIds(value)).toEqual(expected);
  });

  it('gives nothing without a parameter', () => {
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it(`keeps at most ${MAX_COMPARE_IDS} ids`, () => {
    const many = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    expect(parseCompareIds(many)).toHaveLength(MAX_COMPARE_IDS);
  });
});
