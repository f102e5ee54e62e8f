import type { Lang } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { createUser, emailTaken } from './create-user';
import type { SocialIdentity } from './dev-social-verifier';
import { userByEmail, userBySocialId } from './find-user';

export interface SocialProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly lang: Lang;
}

const NAME_MAX = 100;
const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);

/**
 * The account of a verified social identity: the one already linked to it; else the account of
 * its e-mail, now linked to it; else a new account without a password. An account links one
 * social identity: an e-mail whose account is linked to another identity is 409.
 */
export function accountForSocialIdentity(
  db: Db,
  identity: SocialIdentity,
  profile: SocialProfile,
  now: Date,
): { user: UserRow; isSignUp: boolean } {
  const linked = userBySocialId(db, identity.network, identity.id);
  if (linked) return { user: linked, isSignUp: false };

  const existing = userByEmail(db, identity.email);
  if (existing) {
    if (existing.social_id !== null) throw emailTaken();
    db.prepare('UPDATE users SET social_network = ?, social_id = ? WHERE id = ?').run(identity.network, identity.id, existing.id);
    return { user: existing, isSignUp: false };
  }

  const user = createUser(
    db,
    {
      email: identity.email,
      firstName: cleanName(profile.firstName) || identity.email.split('@')[0]!,
      lastName: cleanName(profile.lastName),
      lang: profile.lang,
      social: identity,
    },
    now,
  );
  return { user, isSignUp: true };
}
