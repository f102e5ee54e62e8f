import { createInstance, type i18n as I18nInstance, type TOptions } from 'i18next';
import { formatPrice } from '../format/price';
import { storageKeys } from '../storage/keys';
import type { KeyValueStore } from '../storage/types';
import { dictionarySchema, type Dictionary } from './dictionary';
import { DEFAULT_LANG, languages, toLang, type Lang } from './languages';
import { messageVariables } from './message-variables';
import { whenTranslationsReady, type FetchTranslations } from './translations-loader';

const NAMESPACE = 'translation';

export interface CreateI18nOptions {
  /** Any language code; anything but 'ru' means Ukrainian. */
  lang?: string;
  /** Translations merged over the bundled ones (e.g. a host's own wording). */
  resources?: Partial<Record<Lang, Dictionary>>;
  /** With `fetchTranslations`: the server's translations are cached here and merged in. */
  store?: KeyValueStore;
  fetchTranslations?: FetchTranslations;
  /** Polling interval of the server translations, 1 s by default (TRANSLATION_POLL_MS). */
  intervalMs?: number;
  /** Stops loading server translations (when the SDK instance is destroyed). */
  signal?: AbortSignal;
  /** Sees each failed attempt to load server translations. */
  onError?: (error: unknown) => void;
}

export interface I18n {
  /** The translation of `key` in the current language; the key itself when no language has it. */
  t(key: string, options?: TOptions): string;
  /** The current language. */
  readonly lang: Lang;
  changeLanguage(lang: string): Promise<void>;
  /** Merges translations over what the language has (bundled and server translations). */
  addTranslations(lang: Lang, dictionary: Dictionary): void;
  /**
   * Loads the server's translations of the current language (cached per language, polled every
   * 1 s until they arrive) and resolves once they are merged in; at once without
   * `fetchTranslations`. Nothing is fetched before the first call. The bundled dictionaries are
   * complete, so text can show before.
   */
  ready(): Promise<void>;
  /** The underlying i18next instance (e.g. for react-i18next's provider). */
  readonly instance: I18nInstance;
}

export interface I18nInstanceOptions extends CreateI18nOptions {
  /** The dictionaries at hand; at least the starting language's. */
  readonly dictionaries: Partial<Record<Lang, Dictionary>>;
  /** Brings in a language's dictionary the first time the instance switches to it. */
  readonly loadDictionary?: (lang: Lang) => Promise<Dictionary>;
}

/**
 * An i18next instance of its own (never i18next's global one), ready synchronously with the
 * dictionaries given; Ukrainian is the fallback. Plurals use i18next's suffixes
 * (_one/_few/_many/_other from Intl.PluralRules) and `{{amount, price}}` formats UAH.
 */
export function createI18nInstance(options: I18nInstanceOptions): I18n {
  const { resources, store, fetchTranslations, intervalMs, signal, onError, dictionaries, loadDictionary } = options;
  const instance = createInstance();
  const withDictionary = new Set(Object.keys(dictionaries));
  void instance.init({
    lng: toLang(options.lang),
    fallbackLng: DEFAULT_LANG,
    supportedLngs: languages.map((language) => language.code),
    // Cloned because i18next merges added translations into the objects it was given.
    resources: Object.fromEntries(
      Object.entries(dictionaries).map(([lang, dictionary]) => [lang, { [NAMESPACE]: structuredClone(dictionary) }]),
    ),
    initAsync: false,
    interpolation: {
      // Values are not HTML-escaped: React escapes text, and the SDK never writes translations
      // as HTML. A host that builds HTML strings from t() must escape them itself.
      escapeValue: false,
      defaultVariables: messageVariables,
    },
  });
  instance.services.formatter?.add('price', (value: unknown, lng: string | undefined) =>
    formatPrice(Number(value), toLang(lng)),
  );

  const addTranslations = (lang: Lang, dictionary: Dictionary): void => {
    instance.addResourceBundle(lang, NAMESPACE, dictionary, true, true);
  };
  for (const [lang, dictionary] of Object.entries(resources ?? {})) {
    if (dictionary) addTranslations(toLang(lang), dictionary);
  }

  const loads = new Map<Lang, Promise<void>>();
  const load = (lang: Lang): Promise<void> => {
    let loaded = loads.get(lang);
    if (loaded) return loaded;
    if (!store || !fetchTranslations) {
      loaded = Promise.resolve();
    } else {
      const cached = store.read(storageKeys.translations(lang), dictionarySchema);
      if (cached) {
        addTranslations(lang, cached);
        loaded = Promise.resolve();
      } else {
        loaded = whenTranslationsReady({ lang, store, fetchTranslations, intervalMs, signal, onError }).then(
          (dictionary) => addTranslations(lang, dictionary),
        );
        // ready() callers still see a rejection; nobody calling it is not an unhandled one.
        loaded.catch(() => undefined);
      }
    }
    loads.set(lang, loaded);
    return loaded;
  };
  // A dictionary cached by an earlier page applies at once; fetching waits for ready().
  const current = toLang(instance.language);
  const cached = store?.read(storageKeys.translations(current), dictionarySchema);
  if (cached) {
    addTranslations(current, cached);
    loads.set(current, Promise.resolve());
  }

  return {
    t: (key, tOptions) => String(instance.t(key, tOptions ?? {})),
    get lang() {
      return toLang(instance.language);
    },
    async changeLanguage(lang) {
      const next = toLang(lang);
      if (loadDictionary && !withDictionary.has(next)) {
        // Not overwriting: translations added for this language before (a host's, the server's) win.
        instance.addResourceBundle(next, NAMESPACE, await loadDictionary(next), true, false);
        withDictionary.add(next);
      }
      // Once server translations were asked for, the new language gets them too.
      if (loads.size > 0) void load(next);
      await instance.changeLanguage(next);
    },
    addTranslations,
    ready: () => load(toLang(instance.language)),
    instance,
  };
}
