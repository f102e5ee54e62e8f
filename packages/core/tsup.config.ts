import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The whole dictionaries that `loadDictionary` downloads are files of their own (`i18n/locales/*-dictionary.js`,
 * built below), not the modules behind the `uk` and `ru` exports. A module that lazily loaded code and a
 * re-export of the entry share lands in the first load of an app bundled by esbuild with `--splitting`
 * (every module declaring a name the entry re-exports is followed, whether the name is imported or not).
 */
const standaloneDictionaries: Plugin = {
  name: 'standalone-dictionaries',
  setup(build) {
    build.onResolve({ filter: /^\.\/locales\/(uk|ru)$/ }, ({ path, kind }) =>
      kind === 'dynamic-import' ? { path: `./i18n/locales/${path.slice('./locales/'.length)}-dictionary.js`, external: true } : undefined,
    );
  },
};

/** The dictionaries' first-paint sections come from the main build's modules, which the page has already. */
const sharedFirstPaint: Plugin = {
  name: 'shared-first-paint',
  setup(build) {
    build.onResolve({ filter: /^\.\/(uk|ru)-first-paint$/ }, ({ path }) => ({ path: `${path}.js`, external: true }));
  },
};

export default defineConfig([
  {
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
    // Rollup goes over each output file: an import of a chunk whose names the file does not use is
    // dropped (the package has no side effects), so no file imports a chunk only to run it.
    treeshake: { moduleSideEffects: false },
    esbuildPlugins: [standaloneDictionaries],
  },
  {
    entry: { 'i18n/locales/uk-dictionary': 'src/i18n/locales/uk.ts', 'i18n/locales/ru-dictionary': 'src/i18n/locales/ru.ts' },
    format: ['esm'],
    sourcemap: true,
    clean: false,
    target: 'es2022',
    esbuildPlugins: [sharedFirstPaint],
  },
]);
