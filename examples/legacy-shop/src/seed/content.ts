import type { Banner, CategoryCard, GeneralData, SmbSettings, SocialNetwork } from '@vitrina/core';
import { FREE_DELIVERY_FROM, SUPPORT_PHONE, languages } from '@vitrina/core';
import type { Db } from '../db/open-database';
import { imageUrl } from '../images/image-url';
import { categorySeeds } from './data/categories-data';
import { advantageSeeds, advantagesTitle, bannerSeeds, categoryCardLinks, seoText } from './data/main-page-data';
import { LANGS, type SeedLang } from './localized';

/** The main page's advantages block (no core schema: the page renders it). */
export interface AdvantagesContent {
  readonly title: string;
  /** Where the block links: the advantages page. */
  readonly url: string;
  readonly items: readonly { readonly icon: string; readonly title: string; readonly text: string }[];
}

/** The main page's SEO text: the `meta` of mainPageSchema. */
export interface SeoContent {
  readonly seo_h1: string | null;
  readonly seo_text: string | null;
  readonly seo_text_more: string | null;
}

/** The keys of the content table and the JSON each holds (the same shape in uk and ru). */
export interface ContentValues {
  'main.banners': Banner[];
  'main.categories': CategoryCard[];
  'main.advantages': AdvantagesContent;
  'main.seo': SeoContent;
  general: GeneralData;
  'settings.socials': SocialNetwork[];
  'smb.settings': SmbSettings;
}

export type ContentKey = keyof ContentValues;

/** Sign-in with Google is shown with this client id; the dev verifier accepts its test tokens. */
export const DEMO_GOOGLE_CLIENT_ID = '000000000000-vitrinademo.apps.googleusercontent.com';

function banners(lang: SeedLang): Banner[] {
  return bannerSeeds.map((banner) => ({
    id: banner.id,
    url: banner.url,
    target_blank: banner.targetBlank,
    alt: banner.alt[lang],
    title: banner.title[lang],
    images: {
      mobile: imageUrl('banner-mobile', banner.image, banner.title[lang]),
      tablet: imageUrl('banner-tablet', banner.image, banner.title[lang]),
      desktop: imageUrl('banner-desktop', banner.image, banner.title[lang]),
    },
  }));
}

function categoryCards(lang: SeedLang): CategoryCard[] {
  return categorySeeds
    .filter((category) => !category.isServices)
    .map((category) => {
      const links = categoryCardLinks[category.slug];
      const card: CategoryCard = {
        title: category.title[lang],
        image: imageUrl('category', category.slug, category.title[lang]),
        url: `/category/${category.slug}`,
      };
      if (!links) return card;
      return {
        ...card,
        links: links.map((link) => ({
          title: link.title[lang],
          link: `/category/${category.slug}?brand=${encodeURIComponent(link.brand)}`,
        })),
      };
    });
}

export function contentValues(lang: SeedLang): ContentValues {
  return {
    'main.banners': banners(lang),
    'main.categories': categoryCards(lang),
    'main.advantages': {
      title: advantagesTitle[lang],
      url: '/advantages',
      items: advantageSeeds.map((item) => ({
        icon: imageUrl('advantage', item.icon, item.title[lang]),
        title: item.title[lang],
        text: item.text[lang],
      })),
    },
    'main.seo': { seo_h1: seoText.h1[lang], seo_text: seoText.text[lang], seo_text_more: seoText.more[lang] },
    general: {
      languages: languages.map((language) => ({ code: language.code, label: language.label })),
      support_phone: SUPPORT_PHONE,
      free_delivery_from: FREE_DELIVERY_FROM,
    },
    'settings.socials': [{ network: 'google', client_id: DEMO_GOOGLE_CLIENT_ID }],
    'smb.settings': { is_enabled: true, manager_phone: '+38 044 390 00 35', manager_email: 'b2b@vitrina.example' },
  };
}

export function seedContent(db: Db): number {
  const insert = db.prepare('INSERT INTO content (key, lang, value) VALUES (?, ?, ?)');
  let rows = 0;
  for (const lang of LANGS) {
    for (const [key, value] of Object.entries(contentValues(lang))) {
      insert.run(key, lang, JSON.stringify(value));
      rows += 1;
    }
  }
  return rows;
}
