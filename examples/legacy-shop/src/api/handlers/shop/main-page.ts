import { advantagesSchema, bannerSchema, categoryCardSchema, mainPageSchema, type MainPage } from '@vitrina/core';
import type { ApiHandler } from '../../handler';
import { readContent } from './content';
import { isCorporate } from './request-user';
import { topSales } from './top-sales';
import { validItems } from './valid-items';

const metaSchema = mainPageSchema.shape.meta;
const EMPTY_META = { seo_h1: null, seo_text: null, seo_text_more: null };


/**
 * The main page from content keys main.banners, main.categories, main.seo and main.advantages of
 * the request's language, and the top sales. Content entries that do not fit the contract are left
 * out rather than failing the page.
 */
export const mainPage: ApiHandler<'mainPage'> = ({ db, lang, user }) => {
  const meta = metaSchema.safeParse(readContent(db, 'main.seo', lang));
  const advantages = advantagesSchema.safeParse(readContent(db, 'main.advantages', lang));
  const data: MainPage = {
    banners: validItems(bannerSchema, readContent(db, 'main.banners', lang)),
    categories: validItems(categoryCardSchema, readContent(db, 'main.categories', lang)),
    top: topSales(db, lang, isCorporate(user)),
    meta: meta.success ? meta.data : EMPTY_META,
    advantages: advantages.success ? advantages.data : null,
  };
  return { success: true, data };
};
