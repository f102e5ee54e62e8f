import type { Dictionary } from '../dictionary';
import type { Lang } from '../languages';
import { ruFirstPaint } from './ru-first-paint';
import { ukFirstPaint } from './uk-first-paint';

/**
 * The texts islands show at first paint (header, bottom bar, product card, product counts), in every
 * language: what createVitrina bundles. The whole dictionaries (which include these) are chunks of
 * their own, loaded by `i18n.load()`.
 */
export const firstPaintDictionaries: Readonly<Record<Lang, Dictionary>> = { uk: ukFirstPaint, ru: ruFirstPaint };
