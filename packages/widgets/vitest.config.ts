import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // Test against the core's sources, so a change there needs no build first.
    alias: { '@vitrina/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The hostile-input suite runs in Chromium: vitest.fuzz.config.ts.
    exclude: [...configDefaults.exclude, 'src/fuzz/**'],
    setupFiles: ['src/test-setup.ts'],
  },
});
