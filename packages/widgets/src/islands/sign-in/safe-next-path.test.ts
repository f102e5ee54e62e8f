import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

const ORIGIN = 'https://shop.example';

describe('safeNextPath', () => {
  it('keeps a path of the shop with its query and anchor', () => {
    expect(safeNextPath('/profile/bonuses?tab=1#top', ORIGIN)).toBe('/profile/bonuses?tab=1#top');
    expect(safeNextPath('/phone-x#order', ORIGIN)).toBe('/phone-x#order');
  });

  it.each([undefined, '', 'profile', 'https://evil.example/', 'https://shop.example/profile', '//evil.example', '/\\evil.example', '/\tevil', 'javascript:alert(1)'])(
    'sends %s home',
    (next) => {
      expect(safeNextPath(next, ORIGIN)).toBe('/');
    },
  );
});
