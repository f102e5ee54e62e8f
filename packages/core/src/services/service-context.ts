import type { ApiClient } from '../api/api-client';
import type { endpoints } from '../api/endpoints';
import type { ResolvedConfig } from '../config';
import type { VitrinaError } from '../errors';
import type { VitrinaI18n } from '../i18n/lazy-i18n';
import type { GeneralData } from '../schemas/general-data';
import type { GlobalState } from '../state/global-state';
import type { CookieJar } from '../storage/cookie-jar';
import type { KeyValueStore } from '../storage/types';
import type { ServiceEvents } from './service-events';

/** Everything a service is built from. Services get the writable state; readers never do. */
export interface ServiceContext {
  readonly config: ResolvedConfig;
  readonly state: GlobalState<GeneralData>;
  readonly api: ApiClient<typeof endpoints>;
  readonly storage: KeyValueStore;
  readonly cookies: CookieJar;
  readonly i18n: VitrinaI18n;
  readonly events: ServiceEvents;
  /** The host's onError hook, made safe: failures the shopper is not shown still reach the host. */
  readonly reportError: (error: VitrinaError) => void;
  /** A fresh random id (idempotency keys, cart snapshot GUIDs). */
  readonly randomId: () => string;
  /** Waits; injectable so tests run on fake timers. */
  readonly delay: (ms: number) => Promise<void>;
}
