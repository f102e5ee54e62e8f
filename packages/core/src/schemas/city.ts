import * as z from 'zod/mini';

/** A city the shop delivers to, titled in the request's language. */
export const citySchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  region: z.nullable(z.string()),
});

export type City = z.infer<typeof citySchema>;
