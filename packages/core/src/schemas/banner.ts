import * as z from 'zod/mini';

/** A promo banner of the main page slider, one picture per breakpoint (docs/catalogue.md#sliders). */
export const bannerSchema = z.object({
  id: z.int(),
  url: z.string(),
  target_blank: z.boolean(),
  alt: z.string(),
  title: z.string(),
  images: z.object({ mobile: z.string(), tablet: z.string(), desktop: z.string() }),
});

export type Banner = z.infer<typeof bannerSchema>;
