export const CORPORATE_ROLES = Object.freeze(['corporate', 'super_corporate'] as const);

export type CorporateRole = (typeof CORPORATE_ROLES)[number];

export function isCorporateRole(slug: unknown): slug is CorporateRole {
  return typeof slug === 'string' && (CORPORATE_ROLES as readonly string[]).includes(slug);
}

/** The parts of a user that make them corporate (docs/roles.md#corporate-and-super-corporate). */
export interface RoleHolder {
  readonly role?: { readonly slug?: string | null } | null;
  readonly is_corporate?: boolean | null;
}

/** A corporate (B2B) user: role corporate or super_corporate, or the user's corporate flag set. */
export function isCorporateUser(user: RoleHolder | null | undefined): boolean {
  if (!user) return false;
  return isCorporateRole(user.role?.slug) || user.is_corporate === true;
}
