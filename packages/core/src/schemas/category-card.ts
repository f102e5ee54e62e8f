import * as z from 'zod/mini';

/** A category card of the main page: a list of links when it has `links`, one link otherwise. */
export const categoryCardSchema = z.object({
  title: z.string(),
  image: z.string(),
  url: z.string(),
  links: z.optional(z.array(z.object({ title: z.string(), link: z.string() }))),
});

export type CategoryCard = z.infer<typeof categoryCardSchema>;
