import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@vitrina/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
      '@vitrina/widgets/contract': fileURLToPath(new URL('../../packages/widgets/src/contract/index.ts', import.meta.url)),
    },
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'hono/jsx' },
  test: {
    name: 'legacy-shop',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every API test file starts its own server on its own temporary database.
    testTimeout: 20_000,
  },
});
