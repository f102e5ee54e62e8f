import type { Lang } from '../i18n/languages';

const formats = new Map<Lang, Intl.NumberFormat>();

function numberFormat(lang: Lang): Intl.NumberFormat {
  let format = formats.get(lang);
  if (!format) {
    // signDisplay 'negative': an amount that rounds to zero reads "0", not "-0".
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 0, signDisplay: 'negative' });
    formats.set(lang, format);
  }
  return format;
}

/**
 * A UAH amount as the shop writes it (docs/i18n.md#prices): whole hryvnias, a plain space between thousands,
 * 'грн' after the number in both languages: `formatPrice(12499, 'uk')` → '12 499 грн'.
 * Intl groups uk and ru digits with a (narrow) no-break space; it is replaced by U+0020.
 * A value that is not a finite number gives an empty string rather than 'NaN грн'.
 */
export function formatPrice(amount: number, lang: Lang = 'uk'): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return `${numberFormat(lang).format(amount).replace(/\s/g, ' ')} грн`;
}
