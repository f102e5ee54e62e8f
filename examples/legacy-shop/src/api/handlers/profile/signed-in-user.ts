import type { UserRow } from '../../../db/rows';
import { unauthorized } from '../../../http/api-error';

/** The caller of an `auth` endpoint; the router already refused a request without one. */
export function signedInUser(user: UserRow | undefined): UserRow {
  if (!user) throw unauthorized();
  return user;
}
