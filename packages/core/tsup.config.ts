import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source module (shared code split into chunks), so that with
  // `sideEffects: false` a consumer's bundler drops every module it does not import — a page
  // that only formats prices does not pay for i18next or the API schemas.
  // src/api-docs/ writes docs/api-contract.md and is not part of the package.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/test-*.ts', '!src/api-docs/**'],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: false,
});
