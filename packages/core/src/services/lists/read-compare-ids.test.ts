import { describe, expect, it } from 'vitest';
import { readCompareIds } from './read-compare-ids';

describe('readCompareIds', () => {
  it.each([
    ['/compare?ids=3,1,2', [3, 1, 2]],
    ['https://shop.ua/compare?category=tv&ids=1%2C2', [1, 2]],
    ['/compare?ids=1,,x,-2,0,1.5, 4 ,1', [1, 4]],
    ['/compare?ids=99999999999999999999', []],
    ['/compare', []],
    ['http://[bad', []],
  ])('%s → %j', (url, ids) => {
    expect(readCompareIds(url)).toEqual(ids);
  });
});
