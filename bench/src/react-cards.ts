import { createIslandRuntime } from '../../packages/widgets/src/runtime/island-runtime';
import { productActionsWidget } from '../../packages/widgets/src/islands/product-actions/product-actions-widget';
import { startBenchSdk } from './bench-sdk';
import { exposeHarness, type RenderCounter } from './page-harness';

declare global {
  interface Window {
    /** Filled by the React DevTools hook stand-in that the page installs before this script. */
    __reactCommits?: RenderCounter;
  }
}

// What startVitrina() does, split so the benchmark can time runtime.start() alone.
const vitrina = startBenchSdk();
const runtime = createIslandRuntime({ root: document, vitrina, widgets: [productActionsWidget] });

const renders = window.__reactCommits;
if (!renders) throw new Error('the React commit counter is not installed');
exposeHarness({ vitrina, renders, start: () => runtime.start() });
