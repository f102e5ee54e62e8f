import { describe, expect, it } from 'vitest';
import { createCookieJar } from '../../storage/cookie-jar';
import { createGuestCartCookie, GUEST_CART_COOKIE } from './guest-cart-cookie';
import { createTestCookieDocument } from './test-cart-harness';

describe('guest cart cookie', () => {
  it('keeps the guest’s cart id in the shop’s cart_id cookie', () => {
    const document = createTestCookieDocument();
    const lines: string[] = [];
    const spy = {
      get cookie() {
        return document.cookie;
      },
      set cookie(line: string) {
        lines.push(line);
        document.cookie = line;
      },
    };
    const cookie = createGuestCartCookie(createCookieJar({ document: spy, domain: '.shop.test' }));

    cookie.write('Ab3_x-9');
    expect(cookie.read()).toBe('Ab3_x-9');
    expect(lines[0]).toMatch(/^cart_id=Ab3_x-9; path=\/; domain=\.shop\.test; expires=/);
    cookie.write('Ab3_x-9');
    expect(lines).toHaveLength(1);

    cookie.forget();
    expect(cookie.read()).toBeNull();
  });

  it('reads a cookie that cannot be a cart id as none', () => {
    for (const value of ['', '../admin', 'a b', 'x'.repeat(129)]) {
      const cookie = createGuestCartCookie(createCookieJar({ document: createTestCookieDocument({ [GUEST_CART_COOKIE]: value }) }));
      expect(cookie.read()).toBeNull();
    }
  });
});
