import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { liteAliases } from './lite-aliases.mjs';
import scriptConfig from './vite.script.config';

/** Leaves out the stylesheet: vitrina.css, from the same sources, is the React build's. */
const withoutStylesheet: Plugin = {
  name: 'vitrina-lite-without-stylesheet',
  generateBundle(_options, bundle) {
    for (const name of Object.keys(bundle)) if (name.endsWith('.css')) delete bundle[name];
  },
};

/**
 * The lite script-tag build: `dist/script/vitrina-lite.js`, from the same sources as vitrina.js, with
 * React mapped onto Preact's compat layer and the signals' React runtime onto `@preact/signals` at
 * build time. Its lazy chunks sit beside vitrina.js's, their names starting with `lite-` (no module of
 * the widgets is named so), in the one folder a shop serves. Its stylesheet is the `vitrina.css` the
 * React build writes from the same sources, so it writes none. Runs after vite.script.config.ts,
 * which empties dist/script.
 */
export default mergeConfig(
  scriptConfig,
  defineConfig({
    plugins: [withoutStylesheet],
    resolve: { alias: liteAliases },
    build: {
      emptyOutDir: false,
      lib: { fileName: () => 'vitrina-lite.js' },
      rolldownOptions: { output: { chunkFileNames: 'lite-[name]-[hash].js' } },
    },
  }),
);
