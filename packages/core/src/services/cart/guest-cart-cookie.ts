import type { CookieJar } from '../../storage/cookie-jar';
import { defaultCookieNames } from '../../storage/keys';

/** The default name of the cookie the shop's pages read a guest's cart from (config `cookieNames.cart`). */
export const GUEST_CART_COOKIE = defaultCookieNames.cart;

/** As long as the shop's own no-script buy form keeps it. */
const GUEST_CART_DAYS = 90;

// A cart id goes into URL paths; anything else found in the cookie is not ours.
const CART_ID = /^[\w-]{1,128}$/;

export interface GuestCartCookie {
  read(): string | null;
  write(cartId: string): void;
  forget(): void;
}

/** The guest's cart id, kept in the shop's cart cookie (`cart_id` by default) so pages and other tabs find the same cart. */
export function createGuestCartCookie(cookies: CookieJar, name: string = GUEST_CART_COOKIE): GuestCartCookie {
  return {
    read() {
      const value = cookies.get(name);
      return value !== undefined && CART_ID.test(value) ? value : null;
    },
    write(cartId) {
      if (cookies.get(name) === cartId) return;
      cookies.set(name, cartId, { expires: new Date(Date.now() + GUEST_CART_DAYS * 24 * 60 * 60 * 1000) });
    },
    forget() {
      if (cookies.get(name) !== undefined) cookies.remove(name);
    },
  };
}
