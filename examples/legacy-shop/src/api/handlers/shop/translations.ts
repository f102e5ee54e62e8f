import { dictionarySchema, isLang, ru, uk, type Dictionary, type Lang } from '@vitrina/core';
import { notFound } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { readOwnContent } from './content';

const BUNDLED: Readonly<Record<Lang, Dictionary>> = { uk, ru };

/**
 * The translation dictionary of a language: the core's bundled one, with the shop's overrides from
 * content key 'translations' of that language laid over it, leaf by leaf. An unknown language is a 404.
 */
export const translations: ApiHandler<'translations'> = ({ db, id }) => {
  if (!isLang(id)) throw notFound(`No translations for ${id ?? ''}`);
  const overrides = dictionarySchema.safeParse(readOwnContent(db, 'translations', id));
  return { success: true, data: overrides.success ? mergeDictionaries(BUNDLED[id], overrides.data) : BUNDLED[id] };
};

/** `base` with every leaf of `overrides` laid over it; a branch replaces nothing but its own leaves. */
export function mergeDictionaries(base: Dictionary, overrides: Dictionary): Dictionary {
  const merged: Dictionary = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    if (typeof value === 'string') merged[key] = value;
    else merged[key] = typeof current === 'object' ? mergeDictionaries(current, value) : value;
  }
  return merged;
}
