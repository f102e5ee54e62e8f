import { describe, expect, it } from 'vitest';
import { withCompareIds } from './with-compare-ids';

describe('withCompareIds', () => {
  it.each([
    ['/compare?ids=1,2,3', [1, 3], '/compare?ids=1,3'],
    ['https://shop.ua/compare?category=tv&ids=1,2&diff=1#top', [2], 'https://shop.ua/compare?category=tv&ids=2&diff=1#top'],
    ['/compare?ids=1%2C2', [1], '/compare?ids=1'],
    ['/compare', [4, 5], '/compare?ids=4,5'],
    ['/compare?diff=1', [4], '/compare?ids=4&diff=1'],
    ['/compare?ids=1&ids=2', [3], '/compare?ids=3'],
    ['/compare?ids=1&diff=1', [], '/compare?diff=1'],
    ['/compare?ids=1#x', [], '/compare#x'],
    ['/compare?%E0=1&ids=2', [3], '/compare?%E0=1&ids=3'],
  ])('%s with %j → %s', (url, ids, expected) => {
    expect(withCompareIds(url, ids)).toBe(expected);
  });
});
