import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `packages/*` finds each package's vitest.config.ts; the widgets' stories run as a project of
    // their own (in Chromium), named `storybook`; `docs` checks the pointers into docs/;
    // `widgets-fuzz` mounts hostile input in Chromium.
    projects: [
      'packages/*',
      'examples/legacy-shop',
      'packages/widgets/vitest.stories.config.ts',
      'scripts/docs-check/vitest.config.mjs',
      'packages/widgets/vitest.fuzz.config.ts',
    ],
  },
});
