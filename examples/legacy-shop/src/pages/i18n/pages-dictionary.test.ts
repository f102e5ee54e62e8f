import { describe, expect, it } from 'vitest';
import { pagesRu } from './pages-ru';
import { pagesUk } from './pages-uk';
import { createTranslators } from './translator';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('the pages’ own dictionaries', () => {
  it('have the same keys in Ukrainian and Russian, none empty, with the same variables', () => {
    const uk = new Map(leaves(pagesUk));
    const ru = new Map(leaves(pagesRu));
    expect([...ru.keys()].sort()).toEqual([...uk.keys()].sort());
    for (const [key, text] of uk) {
      expect(text.trim(), key).not.toBe('');
      expect(ru.get(key)?.trim(), key).not.toBe('');
      expect(variables(ru.get(key) ?? ''), key).toEqual(variables(text));
    }
  });

  it('are reachable through the translators next to the core’s texts', () => {
    const t = createTranslators();
    expect(t.uk('pages.site.name')).toBe('Вітрина');
    expect(t.ru('pages.site.name')).toBe('Витрина');
    expect(t.ru('header.cart')).toBe('Корзина');
    expect(t.uk('products.count', { count: 5 })).toBe('5 товарів');
    expect(t.ru('pages.catalog.page_of', { page: 2, pages: 3 })).toBe('Страница 2 из 3');
  });
});
