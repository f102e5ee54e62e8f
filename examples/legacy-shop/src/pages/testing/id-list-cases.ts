import { expect, it } from 'vitest';

/** Garbage in an `ids` parameter that every product id list ignores, with the ids kept. */
export const idListGarbage: readonly (readonly [string, number[]])[] = [
  ['abc', []],
  ['1,abc,2', [1, 2]],
  ['0,-1,2', [2]],
  ['1.5,2e3,0x10,4', [4]],
  ['007,8', [8]],
  ['99999999999999999999,5', [5]],
  ['1,,2,', [1, 2]],
  ['', []],
];

/** What every reader of an `ids` parameter does: the ids in order once each, garbage ignored, nothing without one. */
export function itReadsIdLists(parse: (value: string | undefined | null) => number[], garbage: readonly (readonly [string, number[]])[]): void {
  it('reads comma-separated positive integers in order, once each', () => {
    expect(parse('3,1, 2,3')).toEqual([3, 1, 2]);
  });

  it.each(garbage)('ignores garbage in %j', (value, expected) => {
    expect(parse(value)).toEqual(expected);
  });

  it('gives nothing without a parameter', () => {
    expect(parse(undefined)).toEqual([]);
    expect(parse(null)).toEqual([]);
  });
}
