/** The shop's language codes (docs/i18n.md): Ukrainian first and default, Russian second. For `z.enum(LANG_CODES)`. */
export const LANG_CODES = ['uk', 'ru'] as const;

export type Lang = (typeof LANG_CODES)[number];

/** The languages as the language switcher shows them, in `LANG_CODES` order. */
export const languages = [
  { code: 'uk', label: 'Укр' },
  { code: 'ru', label: 'Рус' },
] as const satisfies readonly { readonly code: Lang; readonly label: string }[];

export const DEFAULT_LANG: Lang = LANG_CODES[0];

export function isLang(value: unknown): value is Lang {
  return (LANG_CODES as readonly unknown[]).includes(value);
}

/**
 * Any language code from outside (cookie, user object, `<html lang>`, navigator) as a shop
 * language: case and region are ignored ('RU', 'ru-UA' → 'ru'), anything else is Ukrainian.
 */
export function toLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : DEFAULT_LANG;
}
