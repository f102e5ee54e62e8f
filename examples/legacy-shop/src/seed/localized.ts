/** A text in both shop languages. */
export interface Localized {
  readonly uk: string;
  readonly ru: string;
}

export const LANGS = ['uk', 'ru'] as const;

export type SeedLang = (typeof LANGS)[number];

/** A text that reads the same in both languages (a model name, a number with a shared unit). */
export function same(text: string): Localized {
  return { uk: text, ru: text };
}

export function yesNo(value: boolean): Localized {
  return value ? { uk: 'Так', ru: 'Да' } : { uk: 'Ні', ru: 'Нет' };
}

/** Joins the non-empty parts of each language with a space. */
export function joinLocalized(...parts: readonly (Localized | string | undefined)[]): Localized {
  const pick = (lang: SeedLang) =>
    parts
      .map((part) => (part === undefined ? '' : typeof part === 'string' ? part : part[lang]))
      .filter((text) => text !== '')
      .join(' ');
  return { uk: pick('uk'), ru: pick('ru') };
}
