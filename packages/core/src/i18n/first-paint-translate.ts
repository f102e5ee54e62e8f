import { formatPrice } from '../format/price';
import type { Dictionary } from './dictionary';
import type { Lang } from './languages';
import { messageVariables } from './message-variables';

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralCategory(count: number, lang: Lang): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * A text of the first-paint dictionary, read the way i18next reads it: plural suffixes by
 * Intl.PluralRules when `count` is given, `{{name}}` and `{{amount, price}}` placeholders, the
 * shop constants as default values. Undefined for a key it does not hold. It covers what the
 * first-paint texts use, nothing more: anything richer waits for i18next (see lazy-i18n.ts), and a
 * test checks that both give the same text for every first-paint key.
 */
export function translateFirstPaint(
  dictionary: Dictionary,
  lang: Lang,
  key: string,
  options: Readonly<Record<string, unknown>> = {},
): string | undefined {
  const { count } = options;
  const template =
    (typeof count === 'number' ? (lookup(dictionary, `${key}_${pluralCategory(count, lang)}`) ?? lookup(dictionary, `${key}_other`)) : undefined) ??
    lookup(dictionary, key);
  if (template === undefined) return undefined;
  return template.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const value = Object.hasOwn(options, name) ? options[name] : (messageVariables as Record<string, unknown>)[name];
    if (value === undefined || value === null) return whole;
    return format === 'price' ? formatPrice(Number(value), lang) : String(value as string | number);
  });
}
