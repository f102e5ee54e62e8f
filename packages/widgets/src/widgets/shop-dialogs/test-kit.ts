import type { User } from '@vitrina/core';
import { sampleUser } from '../user-menu/sample-user';
import { ok, type Route } from '../modal-host/test-kit';

/** A page with the token cookie of a signed-in shopper; a fresh document each time, as the SDK writes to it. */
export const tokenCookie = () => ({ cookieDocument: { cookie: 'token=t0k3n' } });

/** The routes of a signed-in session: the login check answers with `user`, the rest of the session's reads with nothing. */
export function sessionRoutes(overrides: Partial<User> = {}): Record<string, Route> {
  const user = sampleUser({ phone: '380501234567', ...overrides });
  return {
    'GET /api/profile/me': () => ok(user),
    'GET /api/profile/me/favorites': () => ok([]),
    'GET /api/profile/me/compares': () => ok([]),
  };
}
