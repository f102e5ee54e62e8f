import * as z from 'zod/mini';

/** What login, signup and LoginSocial answer: the bearer token, and whether an account was just created. */
export const authSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  is_sign_up: z._default(z.boolean(), false),
});

export type AuthSession = z.infer<typeof authSessionSchema>;
