/** The shop's languages (spec §1): Ukrainian first and default, Russian second. */
export const languages = [
  { code: 'uk', label: 'Укр' },
  { code: 'ru', label: 'Рус' },
] as const;

export type Lang = (typeof languages)[number]['code'];

export const DEFAULT_LANG: Lang = 'uk';

export function isLang(value: unknown): value is Lang {
  return value === 'uk' || value === 'ru';
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
