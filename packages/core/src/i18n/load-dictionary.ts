import type { Dictionary } from './dictionary';
import type { Lang } from './languages';

/** A language's whole dictionary; each is a chunk of its own, downloaded only when needed. */
export function loadDictionary(lang: Lang): Promise<Dictionary> {
  return lang === 'ru' ? import('./locales/ru').then((module) => module.ru) : import('./locales/uk').then((module) => module.uk);
}
