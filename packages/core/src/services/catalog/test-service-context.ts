import { createApiClient } from '../../api/api-client';
import { endpoints } from '../../api/endpoints';
import { resolveConfig, type AnalyticsEvent } from '../../config';
import type { VitrinaError } from '../../errors';
import { testI18n } from '../../i18n/test-i18n';
import type { GeneralData } from '../../schemas/general-data';
import { createGlobalState } from '../../state/global-state';
import { createCookieJar } from '../../storage/cookie-jar';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore } from '../../storage/types';
import type { ServiceContext } from '../service-context';
import { createServiceEvents } from '../service-events';

export const TEST_API = { profile: 'https://shop.test/api/profile/', shop: 'https://shop.test/api/shop/' } as const;

/**
 * A real service context for unit tests (API client, state, storage, cookies, events) whose
 * reports, analytics events and random ids the test can see. Not part of the package build.
 */
export function testServiceContext(options: { storage?: KeyValueStore; cookie?: string } = {}) {
  const reported: VitrinaError[] = [];
  const analytics: AnalyticsEvent[] = [];
  const report = (error: VitrinaError) => reported.push(error);
  const storage = options.storage ?? createMemoryStore();
  const cookieDocument = { cookie: options.cookie ?? '' };
  const config = resolveConfig({
    api: TEST_API,
    storage,
    cookieDocument,
    retryLimit: 0,
    analytics: (event) => analytics.push(event),
    onError: report,
  });
  const cookies = createCookieJar({ document: cookieDocument });
  const state = createGlobalState<GeneralData>({ lang: config.lang });
  let ids = 0;
  const context: ServiceContext = {
    config,
    state,
    api: createApiClient({ endpoints, baseUrls: config.api, getToken: () => cookies.readToken(), retryLimit: 0, onError: report }),
    storage,
    cookies,
    i18n: testI18n(config.lang, state.lang),
    events: createServiceEvents((error) => report(error as VitrinaError)),
    reportError: report,
    randomId: () => `id-${(ids += 1)}`,
    delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  return { context, reported, analytics, cookieDocument };
}
