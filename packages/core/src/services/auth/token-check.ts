import { AuthError } from '../../errors';
import type { User } from '../../schemas/user';
import type { ServiceContext } from '../service-context';
import { isUnauthorized } from './is-unauthorized';

/** What the token cookie says: its user, or why there is none ('failed': the check could not run). */
export type TokenCheck = { readonly user: User } | { readonly outcome: 'none' | 'refused' | 'failed' };

/** The user behind `token`; an AuthError (reported) when the server does not accept it. */
export async function fetchUser({ api, reportError }: Pick<ServiceContext, 'api' | 'reportError'>, token: string): Promise<User> {
  const answer = await api.call('me', { token });
  if (answer.success) return answer.data;
  const error = new AuthError('The login check answered success: false');
  reportError(error);
  throw error;
}

export async function checkToken(context: Pick<ServiceContext, 'api' | 'reportError' | 'cookies'>): Promise<TokenCheck> {
  const token = context.cookies.readToken();
  if (!token) return { outcome: 'none' };
  try {
    return { user: await fetchUser(context, token) };
  } catch (error) {
    // A 401 refuses the token as plainly as { success: false } does.
    return { outcome: error instanceof AuthError || isUnauthorized(error) ? 'refused' : 'failed' };
  }
}
