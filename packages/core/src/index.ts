// Public API of @vitrina/core.
export { createVitrina, type Vitrina } from './create-vitrina';
export { resolveConfig, configDataSchema, type VitrinaConfig, type ResolvedConfig, type AnalyticsEvent, type AnalyticsSink } from './config';
export * from './errors';

export { createApiClient } from './api/api-client';
export type { ApiClient, ApiClientOptions, CallInput, EndpointRegistry, RequestOf, ResponseOf } from './api/api-client';
export { endpoints, type EndpointName } from './api/endpoints';
export { defineEndpoint, type EndpointDefinition, type ApiName, type HttpMethod } from './api/endpoint';

export * from './schemas';
export * from './rules';

export { IdSet, type ReadonlyIdSet, type ProductId } from './state/id-set';
export { createGlobalState, readonlyState } from './state/global-state';
export type { GlobalState, ReadonlyGlobalState, ModalState, NotifierState, NotifierVariant, LanguageOption } from './state/global-state';
export { modalIds, isModalId, type ModalId } from './state/modal-ids';

export { createLocalStore } from './storage/local-store';
export { createMemoryStore } from './storage/memory-store';
export { createCookieJar, createMemoryCookieDocument, type CookieJar, type CookieJarOptions } from './storage/cookie-jar';
export { storageKeys, defaultCookieNames, USER_COOKIE_EXPIRES } from './storage/keys';
export type { KeyValueStore, StorageProblem } from './storage/types';

export { createI18n, type I18n, type CreateI18nOptions } from './i18n/create-i18n';
export { languages, DEFAULT_LANG, isLang, toLang, type Lang } from './i18n/languages';
export { validationMessages, errorMessages, allMessageKeys, type MessageKey } from './i18n/messages';
export { loadTranslations, whenTranslationsReady, type FetchTranslations } from './i18n/translations-loader';
export { dictionarySchema, type Dictionary } from './i18n/dictionary';
export { pluralForm, reviewCountWord } from './i18n/plural';
export { uk } from './i18n/locales/uk';
export { ru } from './i18n/locales/ru';

export { formatPrice } from './format/price';
export { formatPhone, normalizePhone } from './format/phone';
export { ratingStars } from './format/rating';
export { bonusToShow } from './format/bonus';
