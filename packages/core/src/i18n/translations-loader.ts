import { SchemaError, toSchemaIssues } from '../errors';
import { storageKeys } from '../storage/keys';
import type { KeyValueStore } from '../storage/types';
import { dictionarySchema, type Dictionary } from './dictionary';
import type { Lang } from './languages';

/** Gets one language's translations from the server; the answer is validated before use. */
export type FetchTranslations = (lang: Lang, signal?: AbortSignal) => Promise<unknown>;

export interface LoadTranslationsOptions {
  lang: Lang;
  store: KeyValueStore;
  fetchTranslations: FetchTranslations;
  /** Pause between attempts (TRANSLATION_POLL_MS: 1 s). */
  intervalMs?: number;
  signal?: AbortSignal;
  /** Sees every failed attempt (network error, bad dictionary); the loader retries regardless. */
  onError?: (error: unknown) => void;
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One language's translations, as soon as they are stored locally (docs/i18n.md: page content waits
 * for the translation file, polled every 1 s). A valid cached dictionary (cache key v2) is used
 * at once; otherwise the dictionary is fetched, validated and stored. A failed or invalid answer
 * is retried every `intervalMs`, re-checking the cache each time (another tab may have stored it
 * meanwhile), until it succeeds or `signal` aborts (the promise then rejects with its reason).
 * A corrupt cached value reads as missing (the store drops it) and is replaced.
 */
export async function loadTranslations({
  lang,
  store,
  fetchTranslations,
  intervalMs = 1000,
  signal,
  onError,
}: LoadTranslationsOptions): Promise<Dictionary> {
  const key = storageKeys.translations(lang);
  for (;;) {
    signal?.throwIfAborted();
    const cached = store.read(key, dictionarySchema);
    if (cached !== undefined) return cached;
    try {
      const answer = await fetchTranslations(lang, signal);
      signal?.throwIfAborted();
      const parsed = dictionarySchema.safeParse(answer);
      if (parsed.success) {
        store.write(key, parsed.data);
        return parsed.data;
      }
      onError?.(new SchemaError(`translations (${lang})`, toSchemaIssues(parsed.error.issues)));
    } catch (error) {
      signal?.throwIfAborted();
      onError?.(error);
    }
    await delay(intervalMs, signal);
  }
}

interface SharedLoad {
  readonly promise: Promise<Dictionary>;
  readonly controller: AbortController;
  waiters: number;
}

// Keyed by store, so SDK instances with their own stores never share a load.
const sharedLoads = new WeakMap<KeyValueStore, Map<Lang, SharedLoad>>();

/**
 * What a widget awaits before it renders text: resolves with the dictionary of `lang` once it is
 * stored locally (see `loadTranslations`). Everyone waiting for the same store and language
 * shares one polling loop; a caller's `signal` ends only its own wait, and the loop stops once no
 * caller is waiting any more.
 */
export function whenTranslationsReady(options: LoadTranslationsOptions): Promise<Dictionary> {
  const { store, lang, signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);

  let loads = sharedLoads.get(store);
  if (!loads) {
    loads = new Map();
    sharedLoads.set(store, loads);
  }
  const byLang = loads;
  let load = byLang.get(lang);
  if (!load) {
    const controller = new AbortController();
    const started: SharedLoad = {
      promise: loadTranslations({ ...options, signal: controller.signal }),
      controller,
      waiters: 0,
    };
    const forget = () => {
      if (byLang.get(lang) === started) byLang.delete(lang);
    };
    started.promise.then(forget, forget);
    byLang.set(lang, started);
    load = started;
  }

  const shared = load;
  shared.waiters += 1;
  if (!signal) return shared.promise;

  return new Promise<Dictionary>((resolve, reject) => {
    const onAbort = () => {
      shared.waiters -= 1;
      if (shared.waiters === 0) {
        if (byLang.get(lang) === shared) byLang.delete(lang);
        shared.controller.abort(signal.reason);
      }
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    shared.promise.then(
      (dictionary) => {
        signal.removeEventListener('abort', onAbort);
        resolve(dictionary);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
