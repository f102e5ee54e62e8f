import { createLateAnswerGuard, type IsCurrent } from '../late-answer-guard';
import type { GuestCartCookie } from './guest-cart-cookie';
import type { ShownCart } from './shown-cart';

/**
 * Who the cart belongs to: a guest (the cart cookie's cart) or a logged-in user. When a session
 * ends (logout, account switch), its cart goes, its queued work is dropped and its late answers
 * are ignored.
 */
export interface CartSession {
  /** The logged-in user's uuid; null for a guest. */
  owner(): string | null;
  /** A check that stays true until this session ends. */
  current(): IsCurrent;
  /** The cart is the user's from now on; switching accounts ends the other user's session first. */
  signIn(userUuid: string): void;
  /** Drops what belonged to the session that ended: its cart, its queued changes, late answers. */
  end(): void;
  /** Ends the session and forgets the guest's cart cookie. */
  reset(): void;
}

export function createCartSession(shown: ShownCart, guestCart: GuestCartCookie): CartSession {
  const guard = createLateAnswerGuard();
  let userUuid: string | null = null;

  function end(): void {
    guard.invalidate();
    userUuid = null;
    shown.clear();
  }

  return {
    owner: () => userUuid,
    current: guard.current,
    signIn(uuid) {
      // Switching accounts: nothing of the other user's cart may reach this one.
      if (userUuid !== null && userUuid !== uuid) end();
      userUuid = uuid;
    },
    end,
    reset() {
      end();
      guestCart.forget();
    },
  };
}
