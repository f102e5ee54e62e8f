import { bannerSchema, categoryCardSchema, mainPageSchema, type MainPage } from '@vitrina/core';
import * as z from 'zod/mini';
import type { ApiHandler } from '../../handler';
import { readContent } from './content';
import { isCorporate } from './request-user';
import { topSales } from './top-sales';
import { validItems } from './valid-items';

const metaSchema = mainPageSchema.shape.meta;
const EMPTY_META = { seo_h1: null, seo_text: null, seo_text_more: null };

/** The advantages block (content key main.advantages); the core's main page schema has no field for it yet. */
const advantagesSchema = z.object({
  title: z.string(),
  url: z.string(),
  items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })),
});

type MainPageAnswer = MainPage & { advantages: z.infer<typeof advantagesSchema> | null };

/**
 * The main page from content keys main.banners, main.categories, main.seo and main.advantages of
 * the request's language, and the top sales. Content entries that do not fit the contract are left
 * out rather than failing the page. `advantages` is sent beside the contract's fields (readers
 * that do not know it drop it).
 */
export const mainPage: ApiHandler<'mainPage'> = ({ db, lang, user }) => {
  const meta = metaSchema.safeParse(readContent(db, 'main.seo', lang));
  const advantages = advantagesSchema.safeParse(readContent(db, 'main.advantages', lang));
  const data: MainPageAnswer = {
    banners: validItems(bannerSchema, readContent(db, 'main.banners', lang)),
    categories: validItems(categoryCardSchema, readContent(db, 'main.categories', lang)),
    top: topSales(db, lang, isCorporate(user)),
    meta: meta.success ? meta.data : EMPTY_META,
    advantages: advantages.success ? advantages.data : null,
  };
  return { success: true, data };
};
