import { createVitrina, type Vitrina } from '@vitrina/core';
import { hydrateSnapshot } from '../../packages/widgets/src/runtime/hydrate-snapshot';
import { readPageConfig } from '../../packages/widgets/src/runtime/page-config';

/**
 * The SDK as the widgets bundle starts it (startVitrina without the islands), so that both benchmark
 * pages share one config, one snapshot and one state, and can time their islands' start alone.
 */
export function startBenchSdk(): Vitrina {
  const { api, lang, pages, cookieNames, cartCookie, snapshot } = readPageConfig(document);
  const vitrina = createVitrina({ cookieDocument: document, api: { ...api }, lang, pages: { ...pages }, cookieNames: { ...cookieNames, cart: cartCookie } });
  hydrateSnapshot(vitrina, snapshot);
  vitrina.services.auth.restore().catch(() => undefined);
  return vitrina;
}
