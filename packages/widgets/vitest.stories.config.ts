import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

// Every story of .storybook/main.ts (packages/widgets/src/**/*.stories.tsx) runs as a test in
// headless Chromium: it renders, its `play` runs, and axe checks it (preview.tsx makes a
// violation an error). Run alone with `npx vitest run --project storybook` from the repository root.

// The plugin resolves a relative configDir against the working directory, not this file.
const configDir = fileURLToPath(new URL('../../.storybook/', import.meta.url));

// Vite finds a story's dependencies as the browser imports them; one found mid-run makes it reload
// the page and the tests already running in it fail. So every runtime dependency of the widgets
// (their package.json's, which a new widget adds to) and of the stories is pre-bundled up front.
const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
const prebundled = [
  ...Object.keys(dependencies).filter((name) => !name.startsWith('@vitrina/')),
  '@preact/signals-react/runtime',
  'zod/mini',
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'swiper/modules',
];

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
