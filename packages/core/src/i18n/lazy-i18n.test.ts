import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import type { Dictionary } from './dictionary';
import { createLazyI18n } from './lazy-i18n';
import type { Lang } from './languages';
import { firstPaintDictionaries } from './locales/first-paint';
import { ru } from './locales/ru';
import { uk } from './locales/uk';

const whole = { uk, ru } as const;

function lazy(lang: Lang = 'uk', loadDictionary = vi.fn((wanted: Lang) => Promise.resolve<Dictionary>(whole[wanted]))) {
  return { i18n: createLazyI18n({ lang, firstPaint: firstPaintDictionaries, loadDictionary }), loadDictionary };
}

/** Every key of a dictionary, plural suffixes folded into their base key. */
function keysOf(dictionary: Dictionary, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(dictionary)) {
    const key = prefix + name;
    if (typeof value === 'string') keys.add(key.replace(/_(one|few|many|other)$/, ''));
    else for (const inner of keysOf(value, `${key}.`)) keys.add(inner);
  }
  return [...keys];
}

describe('the SDK’s lazy i18n', () => {
  it.each(['uk', 'ru'] as const)('reads every first-paint text in %s exactly as i18next does, counts and values included', (lang) => {
    const { i18n } = lazy(lang);
    const eager = createI18n({ lang });
    const keys = keysOf(firstPaintDictionaries[lang]);
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      for (const options of [undefined, { count: 0 }, { count: 1 }, { count: 3 }, { count: 5 }, { count: 21 }, { count: 1.5 }, { name: 'Олена', amount: 12499 }]) {
        const expected = eager.t(key, options);
        // A plural-only key asked for without a count: i18next answers with the key itself.
        if (expected === key) continue;
        expect(i18n.t(key, options), `${key} ${JSON.stringify(options)}`).toBe(expected);
      }
    }
    expect(i18n.loaded.value).toBe(false);
  });

  it('answers any other key with an empty text until load(), then with the whole dictionary', async () => {
    const { i18n, loadDictionary } = lazy();
    expect(i18n.t('errors.generic')).toBe('');
    expect([...i18n.missedBeforeLoad]).toEqual(['errors.generic']);
    const full = await i18n.load();
    expect(i18n.loaded.value).toBe(true);
    expect(i18n.t('errors.generic')).toBe(createI18n().t('errors.generic'));
    expect(full.t('errors.generic')).toBe(i18n.t('errors.generic'));
    expect(loadDictionary.mock.calls).toEqual([['uk']]);
  });

  it.each(['uk', 'ru'] as const)('names a modal’s loading and error views in %s without the whole dictionary, even when it cannot be downloaded', async (lang) => {
    const { i18n } = lazy(lang, vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(i18n.load()).rejects.toThrow('Failed to fetch');
    for (const key of ['general.loading', 'general.errors.title', 'errors.data_loading', 'general.retry', 'modals.close']) {
      expect(i18n.t(key), key).not.toBe('');
      expect(i18n.t(key), key).toBe(createI18n({ lang }).t(key));
    }
  });

  it('downloads one language’s dictionary, and another only when the language changes to it', async () => {
    const { i18n, loadDictionary } = lazy('uk');
    await i18n.changeLanguage('ru');
    expect(i18n.t('product.buy')).toBe('Купить');
    expect(loadDictionary).not.toHaveBeenCalled();
    await i18n.load();
    expect(loadDictionary.mock.calls).toEqual([['ru']]);
    await i18n.changeLanguage('uk');
    expect(loadDictionary.mock.calls).toEqual([['ru'], ['uk']]);
    expect(i18n.t('errors.generic')).toBe(createI18n().t('errors.generic'));
    await i18n.changeLanguage('ru');
    expect(loadDictionary).toHaveBeenCalledTimes(2);
  });

  it('follows a language change made while it loads', async () => {
    const { i18n } = lazy('uk');
    const loading = i18n.load();
    await i18n.changeLanguage('ru');
    await loading;
    expect(i18n.lang).toBe('ru');
    expect(i18n.t('errors.generic')).toBe(createI18n({ lang: 'ru' }).t('errors.generic'));
  });

  it('keeps translations added before load() and applies them over the dictionary', async () => {
    const { i18n } = lazy();
    i18n.addTranslations('uk', { errors: { generic: 'Своя помилка' } });
    await i18n.load();
    expect(i18n.t('errors.generic')).toBe('Своя помилка');
  });

  it('loads once however often it is asked, and tries again after a failed download', async () => {
    const loadDictionary = vi.fn<(lang: Lang) => Promise<Dictionary>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(uk);
    const { i18n } = lazy('uk', loadDictionary);
    await expect(i18n.load()).rejects.toThrow('offline');
    expect(i18n.loaded.value).toBe(false);
    const [first, second] = await Promise.all([i18n.load(), i18n.load()]);
    expect(first).toBe(second);
    expect(loadDictionary).toHaveBeenCalledTimes(2);
  });

  describe('with only the default language’s first-paint texts bundled', () => {
    function bundledUk(lang: Lang, loadFirstPaint = vi.fn((wanted: Lang) => Promise.resolve<Dictionary>(firstPaintDictionaries[wanted]))) {
      const loadDictionary = vi.fn((wanted: Lang) => Promise.resolve<Dictionary>(whole[wanted]));
      const i18n = createLazyI18n({ lang, firstPaint: { uk: firstPaintDictionaries.uk }, loadFirstPaint, loadDictionary });
      return { i18n, loadFirstPaint, loadDictionary };
    }

    it('paints a Ukrainian page at once, downloading nothing', async () => {
      const { i18n, loadFirstPaint } = bundledUk('uk');
      await i18n.loadFirstPaint();
      expect(i18n.t('product.buy')).toBe('Купити');
      expect(loadFirstPaint).not.toHaveBeenCalled();
    });

    it('gives a Russian page its first-paint texts after one download, shared by every caller', async () => {
      const { i18n, loadFirstPaint, loadDictionary } = bundledUk('ru');
      expect(i18n.t('product.buy')).toBe('');
      await Promise.all([i18n.loadFirstPaint(), i18n.loadFirstPaint()]);
      expect(i18n.t('product.buy')).toBe('Купить');
      expect(i18n.t('products.count', { count: 5 })).toBe(createI18n({ lang: 'ru' }).t('products.count', { count: 5 }));
      expect(loadFirstPaint.mock.calls).toEqual([['ru']]);
      expect(loadDictionary).not.toHaveBeenCalled();
    });

    it('switches to Russian only once its texts are there, never showing empty buttons in between', async () => {
      const { i18n } = bundledUk('uk');
      const switching = i18n.changeLanguage('ru');
      expect(i18n.lang).toBe('uk');
      expect(i18n.t('product.buy')).toBe('Купити');
      await switching;
      expect(i18n.lang).toBe('ru');
      expect(i18n.t('product.buy')).toBe('Купить');
    });

    it('keeps the language when the texts cannot be downloaded, and tries again on the next switch', async () => {
      const loadFirstPaint = vi
        .fn<(lang: Lang) => Promise<Dictionary>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(firstPaintDictionaries.ru);
      const { i18n } = bundledUk('uk', loadFirstPaint);
      await expect(i18n.changeLanguage('ru')).rejects.toThrow('offline');
      expect(i18n.lang).toBe('uk');
      expect(i18n.t('product.buy')).toBe('Купити');
      await i18n.changeLanguage('ru');
      expect(i18n.t('product.buy')).toBe('Купить');
      expect(loadFirstPaint).toHaveBeenCalledTimes(2);
    });

    it('needs no first-paint download once the whole dictionary is loaded', async () => {
      const { i18n, loadFirstPaint } = bundledUk('uk');
      await i18n.load();
      await i18n.changeLanguage('ru');
      expect(i18n.t('product.buy')).toBe('Купить');
      expect(loadFirstPaint).not.toHaveBeenCalled();
    });
  });
});
