import { createApiClient } from '../../api/api-client';
import { endpoints } from '../../api/endpoints';
import { resolveConfig } from '../../config';
import { VitrinaError } from '../../errors';
import { testI18n } from '../../i18n/test-i18n';
import type { Lang } from '../../i18n/languages';
import type { GeneralData } from '../../schemas/general-data';
import { createGlobalState } from '../../state/global-state';
import { createCookieJar, type CookieDocument } from '../../storage/cookie-jar';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore } from '../../storage/types';
import type { ServiceContext } from '../service-context';
import { createServiceEvents, type ServiceEventMap, type ServiceEventName } from '../service-events';
import { createAccountsService } from './create-accounts-service';
import { createAuthService } from './create-auth-service';
import { testCookieDocument } from './test-cookie-document';
import { PROFILE_API, SHOP_API } from './test-profile-api';

export interface AuthKitOptions {
  readonly cookieDocument?: CookieDocument;
  readonly storage?: KeyValueStore;
  readonly lang?: Lang;
}

export type SeenEvent = { [K in ServiceEventName]: { readonly name: K; readonly payload: ServiceEventMap[K] } }[ServiceEventName];

/**
 * The auth and accounts services over a real service context (API client, state, storage,
 * cookies, i18n, events) against the test API, and nothing else: no other service reacts to
 * their events, so a test sees only what these two do.
 */
export function testAuthKit(options: AuthKitOptions = {}) {
  const reported: VitrinaError[] = [];
  const reportError = (error: VitrinaError) => reported.push(error);
  const lang = options.lang ?? 'uk';
  const storage = options.storage ?? createMemoryStore();
  const cookieDocument = options.cookieDocument ?? testCookieDocument();
  const cookies = createCookieJar({ document: cookieDocument });
  const state = createGlobalState<GeneralData>({ lang });
  const api = createApiClient({
    endpoints,
    baseUrls: { profile: PROFILE_API, shop: SHOP_API },
    getToken: () => cookies.readToken(),
    retryLimit: 0,
    onError: reportError,
    lang: () => state.lang.value,
  });
  const events = createServiceEvents((error) => reportError(new VitrinaError('config', String(error))));
  const emitted: SeenEvent[] = [];
  const emit = events.emit.bind(events);
  events.emit = (name, payload) => {
    emitted.push({ name, payload } as SeenEvent);
    emit(name, payload);
  };
  const context: ServiceContext = {
    config: resolveConfig({ api: { profile: PROFILE_API, shop: SHOP_API }, lang, retryLimit: 0 }),
    state,
    api,
    storage,
    cookies,
    i18n: testI18n(lang, state.lang),
    events,
    reportError,
    randomId: () => globalThis.crypto.randomUUID(),
    delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  const accounts = createAccountsService(context);
  const auth = createAuthService(context);
  return {
    context,
    auth,
    accounts,
    state,
    storage,
    cookies,
    cookieDocument,
    reported,
    emitted,
    /** The names of the events emitted so far, in order. */
    eventNames: () => emitted.map((event) => event.name),
  };
}
