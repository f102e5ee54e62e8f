import { userByToken } from '../../auth/tokens';
import type { Db } from '../../db/open-database';
import type { UserRow } from '../../db/rows';

/** The logged-in user of the SDK's bearer-token cookie (already URI-decoded), if the token is live. */
export function viewerByToken(db: Db, token: string | undefined): UserRow | undefined {
  if (!token || token.length > 512) return undefined;
  return userByToken(db, token);
}
