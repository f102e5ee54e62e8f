import { createIslandRuntime } from '../../packages/widgets/src/runtime/island-runtime';
import { productActionsWidget } from '../../packages/widgets/src/islands/product-actions/product-actions-widget';
import { startBenchSdk } from './bench-sdk';
import { exposeHarness } from './page-harness';
import { installPreactCommitCounter } from './preact-commit-counter';

// The React page's code, built with the lite script build's aliases (vite.lite.config.mjs): the same
// runtime and island on Preact's compat layer, its commits counted through Preact's options.
const renders = installPreactCommitCounter();
const vitrina = startBenchSdk();
const runtime = createIslandRuntime({ root: document, vitrina, widgets: [productActionsWidget] });
exposeHarness({ vitrina, renders, start: () => runtime.start() });
