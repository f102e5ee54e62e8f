import { createI18nInstance, type CreateI18nOptions, type I18n } from './i18n-instance';
import { ru } from './locales/ru';
import { uk } from './locales/uk';

export type { CreateI18nOptions, I18n } from './i18n-instance';

/**
 * An i18next instance with both bundled dictionaries, ready synchronously. For a page that should
 * not download i18next and every text before its first paint, createVitrina uses createLazyI18n.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  return createI18nInstance({ ...options, dictionaries: { uk, ru } });
}
