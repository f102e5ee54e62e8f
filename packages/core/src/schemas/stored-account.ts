import * as z from 'zod/mini';

/** An entry of the account switcher's list (local storage `accountsList`); logout blanks `token`. */
export const storedAccountSchema = z.object({
  token: z.string(),
  email: z.string(),
  user_name: z.string(),
});

export type StoredAccount = z.infer<typeof storedAccountSchema>;
