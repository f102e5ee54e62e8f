import type { ApiHandler } from '../../handler';
import { userView } from './user-view';

/**
 * The login check. Sent with a stored account's token it validates that token. No live token
 * means `{ success: false }`, which the SDK reads as "not logged in".
 */
export const me: ApiHandler<'me'> = ({ db, user }) => (user ? { success: true, data: userView(db, user) } : { success: false });
