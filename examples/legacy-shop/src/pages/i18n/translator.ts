import { createI18n, languages, type Lang, type uk } from '@vitrina/core';
import { pagesRu } from './pages-ru';
import { pagesUk } from './pages-uk';

type PluralSuffix = 'one' | 'few' | 'many' | 'other';
/** A plural key is asked for by its stem ('product.reviews' with a count), or by one exact form. */
type LeafKey<K extends string> = K extends `${infer Stem}_${PluralSuffix}` ? Stem | K : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${LeafKey<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text a page may show: the core's dictionaries and the pages' own ones (under `pages.`). */
export type MessageKey = KeysOf<typeof uk> | KeysOf<typeof pagesUk, 'pages.'>;

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * One translator per language, built once per app. The output is plain text: JSX escapes it where
 * it is written, so values interpolated from the database cannot become markup.
 */
export function createTranslators(): Readonly<Record<Lang, Translate>> {
  const entries = languages.map(({ code }) => {
    const i18n = createI18n({ lang: code, resources: { uk: { pages: pagesUk }, ru: { pages: pagesRu } } });
    const translate: Translate = (key, values) => i18n.t(key, values ? { ...values } : undefined);
    return [code, translate] as const;
  });
  return Object.fromEntries(entries) as Record<Lang, Translate>;
}
