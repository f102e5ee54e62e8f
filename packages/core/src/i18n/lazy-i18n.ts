import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { TOptions } from 'i18next';
import type { Dictionary } from './dictionary';
import { loadOnce } from '../load-once';
import { CHUNK_LOAD_TIMEOUT_MS } from '../rules/constants';
import { translateFirstPaint } from './first-paint-translate';
import type { CreateI18nOptions, I18n } from './i18n-instance';
import { toLang, type Lang } from './languages';

/**
 * The SDK's texts. Until `load()` has run, `t()` answers from the small first-paint dictionary
 * (the header, the bottom bar, the product card), so a page of product cards paints its texts
 * without downloading i18next and the whole dictionaries. `load()` brings both in (the current
 * language's dictionary only; another one when the language changes). A language whose first-paint
 * texts are not bundled gets them with `loadFirstPaint()`, or with `changeLanguage()` to it.
 */
export interface VitrinaI18n {
  /**
   * The text of `key` in the current language; before `load()`, '' for a key outside the
   * first-paint dictionary, and for every key while that dictionary is still loading.
   */
  t(key: string, options?: TOptions): string;
  readonly lang: Lang;
  /**
   * Switches once the language's texts are there (its first-paint ones, or the whole dictionary
   * after `load()`), then writes the language signal (`LazyI18nOptions.language`).
   */
  changeLanguage(lang: string): Promise<void>;
  /** Merges translations over what the language has; kept until the full dictionaries arrive. */
  addTranslations(lang: Lang, dictionary: Dictionary): void;
  /**
   * Resolves when the current language's first-paint texts are there: at once when bundled. The
   * download starts by itself when the SDK is created in, or switched to, such a language.
   */
  loadFirstPaint(): Promise<void>;
  /** True while the current language's first-paint texts are there (render again when it turns true). */
  readonly firstPaintLoaded: ReadonlySignal<boolean>;
  /** Loads i18next and the current language's dictionary; resolves with the full instance. */
  load(): Promise<I18n>;
  /** `load()`, then the server's translations (see I18n.ready). */
  ready(): Promise<void>;
  /** True once `load()` has finished: every key translates. */
  readonly loaded: ReadonlySignal<boolean>;
  /** Keys asked for before `load()` that the first-paint dictionary does not hold (for tests and diagnostics). */
  readonly missedBeforeLoad: ReadonlySet<string>;
}

export interface LazyI18nOptions extends CreateI18nOptions {
  /** The first-paint dictionaries bundled with the SDK (each language, or some of them). */
  readonly firstPaint: Readonly<Partial<Record<Lang, Dictionary>>>;
  /** A first-paint dictionary that is not bundled (a dynamic import, a chunk of its own). */
  readonly loadFirstPaint?: (lang: Lang) => Promise<Dictionary>;
  /** A language's whole dictionary (a dynamic import in the SDK, so it becomes a chunk of its own). */
  readonly loadDictionary: (lang: Lang) => Promise<Dictionary>;
  /**
   * The signal the current language is kept in (an SDK instance passes its `state.lang`). Written
   * only here, once a switch is done, so texts are in the new language when readers wake.
   */
  readonly language?: Signal<Lang>;
}

export function createLazyI18n(options: LazyI18nOptions): VitrinaI18n {
  const { firstPaint: bundled, loadFirstPaint, loadDictionary, language, ...instanceOptions } = options;
  let lang = toLang(options.lang);
  let full: I18n | null = null;
  const added: [Lang, Dictionary][] = [];
  const loaded = signal(false);
  const missedBeforeLoad = new Set<string>();
  const firstPaint: Partial<Record<Lang, Dictionary>> = { ...bundled };
  const firstPaintDownloads = new Map<Lang, () => Promise<void>>();
  const firstPaintLoaded = signal(false);
  const updateFirstPaintLoaded = () => {
    firstPaintLoaded.value = full !== null || firstPaint[lang] !== undefined;
  };

  const load = loadOnce(async (): Promise<I18n> => {
    const startLang = lang;
    const [{ createI18nInstance }, dictionary] = await Promise.all([import('./i18n-instance'), loadDictionary(startLang)]);
    const instance = createI18nInstance({
      ...instanceOptions,
      lang: startLang,
      dictionaries: { [startLang]: dictionary },
      loadDictionary,
    });
    for (const [addedLang, translations] of added) instance.addTranslations(addedLang, translations);
    // The language may have changed while loading.
    if (lang !== startLang) await instance.changeLanguage(lang);
    full = instance;
    loaded.value = true;
    updateFirstPaintLoaded();
    return instance;
  }, CHUNK_LOAD_TIMEOUT_MS);

  /** A failed download is not kept: the next call tries again. */
  const ensureFirstPaint = (wanted: Lang): Promise<void> => {
    if (firstPaint[wanted] || full) return Promise.resolve();
    if (!loadFirstPaint) return Promise.reject(new Error(`no first-paint texts for '${wanted}'`));
    let download = firstPaintDownloads.get(wanted);
    if (!download) {
      download = loadOnce(
        () =>
          loadFirstPaint(wanted).then((dictionary) => {
            firstPaint[wanted] = dictionary;
            updateFirstPaintLoaded();
          }),
        CHUNK_LOAD_TIMEOUT_MS,
      );
      firstPaintDownloads.set(wanted, download);
    }
    return download();
  };

  updateFirstPaintLoaded();
  // Paints sooner; a failure here is left to loadFirstPaint(), which tries again and tells its caller.
  ensureFirstPaint(lang).catch(() => undefined);

  return {
    t(key, tOptions) {
      if (full) return full.t(key, tOptions);
      const dictionary = firstPaint[lang];
      const text = dictionary && translateFirstPaint(dictionary, lang, key, tOptions as Record<string, unknown> | undefined);
      if (text !== undefined) return text;
      missedBeforeLoad.add(key);
      return '';
    },
    get lang() {
      return full ? full.lang : lang;
    },
    async changeLanguage(next) {
      const wanted = toLang(next);
      if (!full) await ensureFirstPaint(wanted);
      lang = wanted;
      updateFirstPaintLoaded();
      if (full) await full.changeLanguage(lang);
      if (language) language.value = wanted;
    },
    loadFirstPaint: () => ensureFirstPaint(lang),
    firstPaintLoaded,
    addTranslations(addedLang, dictionary) {
      if (full) full.addTranslations(addedLang, dictionary);
      else added.push([addedLang, dictionary]);
    },
    load,
    ready: () => load().then((instance) => instance.ready()),
    loaded,
    missedBeforeLoad,
  };
}
