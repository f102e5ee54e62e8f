import * as z from 'zod/mini';

/** A buyer or recipient as the checkout collects them; the rules in src/rules check the values. */
export const personSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.optional(z.string()),
  phone: z.string(),
  email: z.optional(z.string()),
});

export type Person = z.infer<typeof personSchema>;
