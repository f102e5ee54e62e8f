import * as z from 'zod/mini';

/** The main page's advantages block (docs/catalogue.md#main-page): a title, a link to /advantages and the items. */
export const advantagesSchema = z.object({
  title: z.string(),
  url: z.string(),
  items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })),
});

export type Advantages = z.infer<typeof advantagesSchema>;
