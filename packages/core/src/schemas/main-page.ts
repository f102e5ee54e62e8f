import * as z from 'zod/mini';
import { advantagesSchema } from './advantages';
import { bannerSchema } from './banner';
import { categoryCardSchema } from './category-card';
import { productCardSchema } from './product-card';

/** The main page's data (docs/catalogue.md#main-page): banners, category cards, top sales, advantages and the SEO text. */
export const mainPageSchema = z.object({
  banners: z.array(bannerSchema),
  categories: z.array(categoryCardSchema),
  top: z.array(productCardSchema),
  /** Null when the shop shows no advantages block. */
  advantages: z._default(z.nullable(advantagesSchema), null),
  meta: z.object({
    seo_h1: z.nullable(z.string()),
    seo_text: z.nullable(z.string()),
    /** The part hidden behind "show more". */
    seo_text_more: z.nullable(z.string()),
  }),
});

export type MainPage = z.infer<typeof mainPageSchema>;
