import { revokeToken } from '../../../auth/tokens';
import type { ApiHandler } from '../../handler';

/** Acknowledges a login the SDK has finished (token stored, user fetched); nothing to change. */
export const loggedIn: ApiHandler<'loggedIn'> = () => ({ success: true });

/** Logout: the bearer token it was sent with stops working, here and on every other call. */
export const loggedOut: ApiHandler<'loggedOut'> = ({ db, token, now }) => {
  if (token) revokeToken(db, token, now);
  return { success: true };
};
