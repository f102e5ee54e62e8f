import type { CookieJar } from '../../storage/cookie-jar';

/** The cookie the shop's pages read a guest's cart from (examples/legacy-shop/docs/widget-contract.md). */
export const GUEST_CART_COOKIE = 'cart_id';

/** As long as the shop's own no-script buy form keeps it. */
const GUEST_CART_DAYS = 90;

// A cart id goes into URL paths; anything else found in the cookie is not ours.
const CART_ID = /^[\w-]{1,128}$/;

export interface GuestCartCookie {
  read(): string | null;
  write(cartId: string): void;
  forget(): void;
}

/** The guest's cart id, kept in the shop's `cart_id` cookie so pages and other tabs find the same cart. */
export function createGuestCartCookie(cookies: CookieJar): GuestCartCookie {
  return {
    read() {
      const value = cookies.get(GUEST_CART_COOKIE);
      return value !== undefined && CART_ID.test(value) ? value : null;
    },
    write(cartId) {
      if (cookies.get(GUEST_CART_COOKIE) === cartId) return;
      cookies.set(GUEST_CART_COOKIE, cartId, { expires: new Date(Date.now() + GUEST_CART_DAYS * 24 * 60 * 60 * 1000) });
    },
    forget() {
      if (cookies.get(GUEST_CART_COOKIE) !== undefined) cookies.remove(GUEST_CART_COOKIE);
    },
  };
}
