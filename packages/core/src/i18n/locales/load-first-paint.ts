import type { Dictionary } from '../dictionary';
import type { Lang } from '../languages';
import { ukFirstPaint } from './uk-first-paint';

/**
 * The first-paint texts createVitrina bundles: Ukrainian, the shop's default language. Russian
 * pages load theirs (~1.3 kB) with `loadFirstPaintDictionary` before their islands paint.
 */
export const bundledFirstPaint: Partial<Record<Lang, Dictionary>> = { uk: ukFirstPaint };

/** A language's first-paint texts, as a chunk of their own. */
export function loadFirstPaintDictionary(lang: Lang): Promise<Dictionary> {
  return lang === 'ru'
    ? import('./ru-first-paint').then((module) => module.ruFirstPaint)
    : Promise.resolve(ukFirstPaint);
}
