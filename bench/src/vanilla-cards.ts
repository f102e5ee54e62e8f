import { startBenchSdk } from './bench-sdk';
import { exposeHarness, type RenderCounter } from './page-harness';
import { createVanillaIslands } from './vanilla-islands';

// The same SDK set-up as the React page: same config, same snapshot, same state.
const vitrina = startBenchSdk();

const renders: RenderCounter = { updates: 0, islands: new Set() };
const islands = createVanillaIslands({ root: document, vitrina, renders });
exposeHarness({ vitrina, renders, start: () => islands.start() });
