import { bannerSchema, categoryCardSchema, type Banner, type CategoryCard, type Lang } from '@vitrina/core';
import * as z from 'zod/mini';
import type { Db } from '../../db/open-database';

const seoSchema = z.object({
  seo_h1: z.nullable(z.optional(z.string())),
  seo_text: z.nullable(z.optional(z.string())),
  seo_text_more: z.nullable(z.optional(z.string())),
});

const advantageSchema = z.object({
  title: z.string(),
  text: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  icon: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
});
const advantagesSchema = z.union([
  z.array(advantageSchema),
  z.object({ title: z.optional(z.nullable(z.string())), items: z.array(advantageSchema) }),
]);

export interface Advantage {
  readonly title: string;
  readonly text: string;
  readonly icon: string | null;
}

export interface SeoText {
  readonly heading: string | null;
  readonly visible: string | null;
  readonly more: string | null;
}

export interface MainContent {
  readonly banners: readonly Banner[];
  readonly categories: readonly CategoryCard[];
  readonly advantagesTitle: string | null;
  readonly advantages: readonly Advantage[];
  readonly seo: SeoText;
}

/** One `content` value parsed with its schema; missing or malformed content reads as undefined. */
export function readContent<T>(db: Db, key: string, lang: Lang, schema: z.ZodMiniType<T>): T | undefined {
  const row = db.prepare('SELECT value FROM content WHERE key = ? AND lang = ?').get(key, lang) as { value: string } | undefined;
  if (!row) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function readAdvantages(db: Db, lang: Lang): { title: string | null; items: Advantage[] } {
  const value = readContent(db, 'main.advantages', lang, advantagesSchema);
  if (!value) return { title: null, items: [] };
  const list = Array.isArray(value) ? value : value.items;
  return {
    title: Array.isArray(value) ? null : (value.title ?? null),
    items: list.map((item) => ({ title: item.title, text: item.text ?? item.description ?? '', icon: item.icon ?? item.image ?? null })),
  };
}

/** The main page's editable blocks from the `content` table, in one language. */
export function mainContent(db: Db, lang: Lang): MainContent {
  const seo = readContent(db, 'main.seo', lang, seoSchema);
  const advantages = readAdvantages(db, lang);
  return {
    banners: readContent(db, 'main.banners', lang, z.array(bannerSchema)) ?? [],
    categories: readContent(db, 'main.categories', lang, z.array(categoryCardSchema)) ?? [],
    advantagesTitle: advantages.title,
    advantages: advantages.items,
    seo: { heading: seo?.seo_h1 ?? null, visible: seo?.seo_text ?? null, more: seo?.seo_text_more ?? null },
  };
}
