import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { browserPrebundle } from './browser-prebundle.mjs';

// Every story of .storybook/main.ts (packages/widgets/src/**/*.stories.tsx) runs as a test in
// headless Chromium: it renders, its `play` runs, and axe checks it (preview.tsx makes a
// violation an error). Run alone with `npx vitest run --project storybook` from the repository root.

// The plugin resolves a relative configDir against the working directory, not this file.
const configDir = fileURLToPath(new URL('../../.storybook/', import.meta.url));

// The stories' own imports beside the widgets' runtime dependencies (browser-prebundle.mjs).
const prebundled = browserPrebundle(['msw', 'msw/browser', 'msw-storybook-addon/csf3']);

export default defineProject({
  plugins: [storybookTest({ configDir })],
  optimizeDeps: { include: prebundled },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium (scripts/chromium.mjs): Playwright's own browser builds cannot be downloaded here.
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
