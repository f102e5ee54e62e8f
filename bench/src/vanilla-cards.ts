import { createVitrina } from '@vitrina/core';
import { hydrateSnapshot } from '../../packages/widgets/src/runtime/hydrate-snapshot';
import { readPageConfig } from '../../packages/widgets/src/runtime/page-config';
import { exposeHarness, type RenderCounter } from './page-harness';
import { createVanillaIslands } from './vanilla-islands';

// The same SDK set-up as the React page: same config, same snapshot, same state.
const config = readPageConfig(document);
const vitrina = createVitrina({
  cookieDocument: document,
  api: { ...config.api },
  lang: config.lang,
  pages: { ...config.pages },
  cookieNames: { ...config.cookieNames },
});
hydrateSnapshot(vitrina, config.snapshot);
vitrina.services.auth.restore().catch(() => undefined);

const renders: RenderCounter = { updates: 0, islands: new Set() };
const islands = createVanillaIslands({ root: document, vitrina, renders });
exposeHarness({ vitrina, renders, start: () => islands.start() });
