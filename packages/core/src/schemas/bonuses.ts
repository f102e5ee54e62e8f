import * as z from 'zod/mini';

/** The user's bonus balance (GetBonusesCount); 1 bonus = 1 UAH. */
export const bonusesSchema = z.object({
  available_bonuses: z.number().check(z.nonnegative()),
});

export type Bonuses = z.infer<typeof bonusesSchema>;
