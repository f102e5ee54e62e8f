import { isCorporateRole } from '@vitrina/core';
import type { UserRow } from '../../../db/rows';
import { forbidden, unauthorized } from '../../../http/api-error';

export function isCorporate(user: UserRow | undefined): boolean {
  return isCorporateRole(user?.role);
}

/** The signed-in user, for calls the registry does not mark `auth` but that need one. */
export function requireUser(user: UserRow | undefined): UserRow {
  if (!user) throw unauthorized();
  return user;
}

/** Corporate (B2B) users only: role corporate or super_corporate (docs/roles.md#corporate-and-super-corporate). */
export function requireCorporate(user: UserRow | undefined): UserRow {
  const signedIn = requireUser(user);
  if (!isCorporate(signedIn)) throw forbidden('Only corporate customers may use this');
  return signedIn;
}
