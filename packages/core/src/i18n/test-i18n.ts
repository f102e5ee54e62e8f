import { createLazyI18n, type VitrinaI18n } from './lazy-i18n';
import type { Lang } from './languages';
import { firstPaintDictionaries } from './locales/first-paint';
import { ru } from './locales/ru';
import { uk } from './locales/uk';

/** The SDK's lazy i18n for tests: the whole dictionaries come from memory instead of chunks. */
export function testI18n(lang: Lang = 'uk'): VitrinaI18n {
  return createLazyI18n({
    lang,
    firstPaint: firstPaintDictionaries,
    loadDictionary: (wanted) => Promise.resolve(wanted === 'ru' ? ru : uk),
  });
}
