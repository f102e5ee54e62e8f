import * as z from 'zod/mini';

/**
 * PUT me: the user's own details (docs/accounts.md#profile-information). The phone as digits with
 * the country code ('380671234567'), the birthday as day, month and year or null; the e-mail is
 * not changed here. The answer is the updated user.
 */
export const profileUpdateSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  birthday: z.nullable(z.object({ day: z.int(), month: z.int(), year: z.int() })),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT me/settings: the user's settings kept with the account; today the handedness. */
export const userSettingsSchema = z.object({
  handedness: z.enum(['left', 'right']),
});

export type UserSettings = z.infer<typeof userSettingsSchema>;
