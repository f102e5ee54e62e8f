import * as z from 'zod/mini';
import { createApiClient, type ApiClient } from './api/api-client';
import type { ShopEndpoints } from './api/endpoints';
import { loadOnDemandEndpoints } from './api/lazy-endpoints';
import { loadTimeEndpoints } from './api/load-time-endpoints';
import { resolveConfig, type ResolvedConfig, type VitrinaConfig } from './config';
import { VitrinaError } from './errors';
import { bonusToShow } from './format/bonus';
import { formatPhone } from './format/phone';
import { formatPrice } from './format/price';
import { ratingStars } from './format/rating';
import { createLazyI18n, type VitrinaI18n } from './i18n/lazy-i18n';
import { loadDictionary } from './i18n/load-dictionary';
import { bundledFirstPaint, loadFirstPaintDictionary } from './i18n/locales/load-first-paint';
import type { Lang } from './i18n/languages';
import { createGlobalState, readonlyState, type GlobalState, type ReadonlyGlobalState } from './state/global-state';
import { createCookieJar, type CookieJar } from './storage/cookie-jar';
import { createLocalStore } from './storage/local-store';
import { storageProblemToError } from './storage/storage-problem-to-error';
import type { KeyValueStore } from './storage/types';
import type { GeneralData } from './schemas/general-data';
import { createServices, type Services } from './services/create-services';
import { createServiceEvents } from './services/service-events';

export interface Vitrina {
  readonly config: ResolvedConfig;
  /** The shop's state as read-only signals: read `.value`, subscribe with `effect()`. */
  readonly state: ReadonlyGlobalState<GeneralData>;
  readonly api: ApiClient<ShopEndpoints>;
  /** Texts: the first-paint ones at once, everything after `i18n.load()` (see VitrinaI18n). */
  readonly i18n: VitrinaI18n;
  readonly storage: KeyValueStore;
  readonly cookies: CookieJar;
  /** What a shopper can do: the only writers of `state`. */
  readonly services: Services;
  /** Formatting in the instance's current language. */
  readonly format: {
    price(amount: number): string;
    phone(raw: string): string;
    rating: typeof ratingStars;
    bonus: typeof bonusToShow;
  };
  /** Switches the language of texts, formatting and API requests. */
  setLanguage(lang: Lang): Promise<void>;
  /** Stops background work (translation polling). */
  destroy(): void;
}

/**
 * The composition root: builds one SDK instance — its config, storage, cookies, state, API client
 * and i18n. Nothing is module-level, so two instances on a page share no state.
 */
export function createVitrina(userConfig: VitrinaConfig): Vitrina {
  // Zod probes `new Function` otherwise, which strict-CSP pages forbid.
  z.config({ jitless: true });
  const config = resolveConfig(userConfig);
  const reportError = safeReporter(config.onError);
  const lifetime = new AbortController();

  const storage =
    config.storage ?? createLocalStore({ onError: (problem) => reportError(storageProblemToError(problem)) });
  const cookies = createCookieJar({
    document: config.cookieDocument,
    domain: config.cookieDomain,
    names: config.cookieNames,
    onError: (problem) => reportError(storageProblemToError(problem)),
  });
  const state: GlobalState<GeneralData> = createGlobalState<GeneralData>({ lang: config.lang });

  const api: ApiClient<ShopEndpoints> = createApiClient({
    endpoints: loadTimeEndpoints,
    loadEndpoints: loadOnDemandEndpoints,
    baseUrls: config.api,
    shopBasicAuth: config.shopBasicAuth,
    getToken: () => cookies.readToken(),
    timeoutMs: config.timeoutMs,
    retryLimit: config.retryLimit,
    fetch: config.fetch,
    onError: reportError,
    lang: () => state.lang.value,
  });

  const i18n = createLazyI18n({
    lang: config.lang,
    // state.lang is the i18n's language: written only once texts have switched.
    language: state.lang,
    firstPaint: bundledFirstPaint,
    loadFirstPaint: loadFirstPaintDictionary,
    loadDictionary,
    store: storage,
    fetchTranslations: (lang) => api.call('translations', { id: lang }).then((answer) => answer.data),
    signal: lifetime.signal,
    onError: (error) => reportError(error instanceof VitrinaError ? error : new VitrinaError('network', String(error))),
  });

  const services = createServices({
    config,
    state,
    api,
    storage,
    cookies,
    i18n,
    events: createServiceEvents((error) => reportError(error instanceof VitrinaError ? error : new VitrinaError('config', String(error)))),
    reportError,
    randomId: () => globalThis.crypto.randomUUID(),
    delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });

  return {
    config,
    state: readonlyState(state),
    services,
    api,
    i18n,
    storage,
    cookies,
    format: {
      price: (amount) => formatPrice(amount, state.lang.value),
      phone: (raw) => formatPhone(raw),
      rating: ratingStars,
      bonus: bonusToShow,
    },
    // Texts first, then state, then the user's saved language (PUT me/lang) when logged in.
    setLanguage: (lang) => services.auth.changeLanguage(lang),
    destroy() {
      lifetime.abort();
      services.sync.stop();
      services.accounts.stop();
    },
  };
}

/** A host's onError that throws must not break the SDK. */
function safeReporter(onError: (error: VitrinaError) => void): (error: VitrinaError) => void {
  return (error) => {
    try {
      onError(error);
    } catch {
      // The host's hook failed; the SDK carries on.
    }
  };
}
