import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../dictionary';
import { allMessageKeys } from '../messages';
import { ru } from './ru';
import { uk } from './uk';

const dictionaries: Record<'uk' | 'ru', Dictionary> = { uk, ru };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a dictionary as a dotted path, with its text. */
function leaves(dictionary: Dictionary, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [childPath, text] of leaves(value, path)) result.set(childPath, text);
  }
  return result;
}

/** Leaf paths with plural suffixes folded into their base key ('a.reviews_one' → 'a.reviews'). */
function baseKeys(dictionary: Dictionary): Set<string> {
  return new Set([...leaves(dictionary).keys()].map((path) => path.replace(PLURAL_SUFFIX, '')));
}

/** Keys one dictionary has and the other lacks, in both directions. */
function keyDifferences(a: Dictionary, b: Dictionary): { onlyInA: string[]; onlyInB: string[] } {
  const keysA = baseKeys(a);
  const keysB = baseKeys(b);
  return {
    onlyInA: [...keysA].filter((key) => !keysB.has(key)).sort(),
    onlyInB: [...keysB].filter((key) => !keysA.has(key)).sort(),
  };
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => (match[1] ?? '').replace(/\s+/g, '')).sort();
}

describe('the uk and ru dictionaries', () => {
  it('have the same keys', () => {
    expect(keyDifferences(uk, ru)).toEqual({ onlyInA: [], onlyInB: [] });
  });

  it('(the key comparison notices a key that only one language has)', () => {
    const ukWithExtra: Dictionary = { ...uk, header: { ...uk.header, extra: 'Зайве' } };
    const ruWithoutReviews: Dictionary = {
      ...ru,
      product: Object.fromEntries(Object.entries(ru.product).filter(([key]) => !key.startsWith('reviews_'))),
    };
    expect(keyDifferences(ukWithExtra, ru)).toEqual({ onlyInA: ['header.extra'], onlyInB: [] });
    expect(keyDifferences(uk, ruWithoutReviews)).toEqual({ onlyInA: ['product.reviews'], onlyInB: [] });
  });

  it.each(['uk', 'ru'] as const)('give every plural key all four forms of Intl.PluralRules in %s', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const forms = new Map<string, string[]>();
    for (const path of leaves(dictionaries[lang]).keys()) {
      const match = PLURAL_SUFFIX.exec(path);
      if (!match) continue;
      const base = path.slice(0, match.index);
      forms.set(base, [...(forms.get(base) ?? []), match[1] ?? '']);
    }
    expect([...forms.keys()]).toEqual(
      expect.arrayContaining(['product.reviews', 'product.bonus', 'bonuses.count', 'products.count', 'credit.months']),
    );
    for (const [base, found] of forms) expect([base, found.sort()]).toEqual([base, [...categories].sort()]);
  });

  it('use the same placeholders in both languages for every key', () => {
    const ruLeaves = leaves(ru);
    for (const [path, ukText] of leaves(uk)) {
      const ruText = ruLeaves.get(path) ?? '';
      expect([path, placeholders(ruText)]).toEqual([path, placeholders(ukText)]);
    }
  });

  it.each(['uk', 'ru'] as const)('have no empty or untrimmed texts in %s', (lang) => {
    for (const [path, text] of leaves(dictionaries[lang])) {
      expect([path, text.trim() === text && text.length > 0]).toEqual([path, true]);
    }
  });

  it.each(['uk', 'ru'] as const)('translate every message key of messages.ts in %s itself', (lang) => {
    const texts = leaves(dictionaries[lang]);
    const missing = allMessageKeys.filter((key) => !texts.has(key));
    expect(missing).toEqual([]);
  });

  it('keep the sort label keys of docs/catalogue.md', () => {
    const ukTexts = leaves(uk);
    const ruTexts = leaves(ru);
    for (const key of ['load_more.sorting.price', 'load_more.sorting.label']) {
      expect(ukTexts.get(key)).toBeTruthy();
      expect(ruTexts.get(key)).toBeTruthy();
    }
  });

  it('do not write Russian letters into Ukrainian texts or Ukrainian ones into Russian', () => {
    for (const [path, text] of leaves(uk)) expect([path, /[ыэъё]/i.test(text)]).toEqual([path, false]);
    for (const [path, text] of leaves(ru)) expect([path, /[іїєґ]/i.test(text)]).toEqual([path, false]);
  });
});
