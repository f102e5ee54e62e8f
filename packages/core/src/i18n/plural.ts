import { toLang, type Lang } from './languages';

/** The shop's plural forms (docs/i18n.md#plural-forms): one, couple (ends in 2–4, except 12–14), many. */
export type PluralForm = 'one' | 'couple' | 'many';

const rules = new Map<Lang, Intl.PluralRules>();

function pluralRules(lang: Lang): Intl.PluralRules {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule;
}

/**
 * The plural form of a count. Intl.PluralRules for uk and ru has exactly the shop's forms: one
 * (1, 21, 101), few = couple (2–4, 22–24), many (0, 5–20, 25). Its fourth category, 'other', is
 * for fractions, which take the paucal word in Russian ("1,5 отзыва" like "2 отзыва"), so it maps
 * to couple. A value that is not a finite number is many.
 */
export function pluralForm(n: number, lang: Lang): PluralForm {
  if (!Number.isFinite(n)) return 'many';
  switch (pluralRules(lang).select(n)) {
    case 'one':
      return 'one';
    case 'many':
      return 'many';
    default:
      return 'couple';
  }
}

const reviewWords: Record<Lang, Record<PluralForm, string>> = {
  uk: { one: 'відгук', couple: 'відгуки', many: 'відгуків' },
  ru: { one: 'отзыв', couple: 'отзыва', many: 'отзывов' },
};

/**
 * The word after a review count, by the shop's own rule (docs/i18n.md): exactly 1 takes the singular,
 * above 4 the genitive plural, anything else (0, 2–4) the paucal form. The rule looks at the whole
 * number, not its last digit, so it says "21 відгуків" and "0 відгуки"; for grammatical counts use
 * the `product.reviews` plural key ("21 відгук", "0 відгуків").
 */
export function reviewCountWord(n: number, lang: Lang): string {
  const words = reviewWords[toLang(lang)];
  if (n === 1) return words.one;
  if (n > 4) return words.many;
  return words.couple;
}
