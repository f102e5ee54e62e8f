import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { browserPrebundle } from './browser-prebundle.mjs';

// The hostile-input suite (src/fuzz/*.fuzz.test.ts): generated attributes, page configs, card
// analytics and API answers mounted through the real runtime in headless Chromium, where a script
// that slipped through would really run. Alone: `pnpm exec vitest run --project widgets-fuzz` from
// the repository root; FUZZ_SEED=<seed> repeats a run (README.md, "Hostile-input suite").

// Everything the runtime imports is pre-bundled up front (browser-prebundle.mjs), and fast-check.
const prebundled = browserPrebundle(['fast-check']);

export default defineProject({
  resolve: {
    alias: {
      // The core's sources, as the widgets' unit tests use them.
      '@vitrina/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)),
    },
  },
  optimizeDeps: { include: prebundled },
  define: { 'process.env.FUZZ_SEED': JSON.stringify(process.env.FUZZ_SEED ?? '') },
  test: {
    name: 'widgets-fuzz',
    include: ['src/fuzz/**/*.fuzz.test.{ts,tsx}'],
    testTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
