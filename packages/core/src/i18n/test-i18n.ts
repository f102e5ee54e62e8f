import type { Signal } from '@preact/signals-core';
import { createLazyI18n, type VitrinaI18n } from './lazy-i18n';
import type { Lang } from './languages';
import { firstPaintDictionaries } from './locales/first-paint';
import { ru } from './locales/ru';
import { uk } from './locales/uk';

/**
 * The SDK's lazy i18n for tests: the whole dictionaries come from memory instead of chunks.
 * `language` is the state's language signal, which the i18n keeps.
 */
export function testI18n(lang: Lang = 'uk', language?: Signal<Lang>): VitrinaI18n {
  return createLazyI18n({
    lang,
    ...(language ? { language } : {}),
    firstPaint: firstPaintDictionaries,
    loadDictionary: (wanted) => Promise.resolve(wanted === 'ru' ? ru : uk),
  });
}
