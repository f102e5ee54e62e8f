import * as z from 'zod/mini';

/** What the server-rendered page knew of the session; `restore()` confirms or resets it. */
export const authSnapshotSchema = z.object({
  loggedIn: z.boolean(),
  firstName: z.optional(z.nullable(z.string())),
  corporate: z.optional(z.boolean()),
  superCorporate: z.optional(z.boolean()),
  bonuses: z.optional(z.nullable(z.int().check(z.nonnegative()))),
});

export type AuthSnapshot = z.infer<typeof authSnapshotSchema>;

/** The role slug the page's flags stand for; the state's corporate flags derive from it. */
export function snapshotRole(snapshot: AuthSnapshot): string | null {
  if (snapshot.superCorporate) return 'super_corporate';
  return snapshot.corporate ? 'corporate' : null;
}
