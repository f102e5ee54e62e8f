import { languages, type Lang } from '@vitrina/core';

/** The page config's `lang` values: the core's languages, in its order. */
export const PAGE_LANGS = languages.map((language) => language.code) as readonly Lang[] as readonly [Lang, ...Lang[]];
