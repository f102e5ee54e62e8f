import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';

export const meLang: ApiHandler<'meLang'> = ({ db, user, input }) => {
  db.prepare('UPDATE users SET lang = ? WHERE id = ?').run(input.lang, signedInUser(user).id);
  return { success: true };
};
