import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { liteAliases } from '../packages/widgets/lite-aliases.mjs';
import benchConfig from './vite.config.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The lite benchmark page's script: the React page's code (src/lite-cards.ts runs what
 * src/react-cards.ts runs) built with the lite script build's aliases, so the same island runs on
 * Preact's compat layer and @preact/signals. Written next to the other two pages' scripts, after them.
 */
const config = mergeConfig(benchConfig, {
  resolve: { alias: liteAliases },
  build: { emptyOutDir: false, rolldownOptions: { output: { chunkFileNames: 'lite-[name]-[hash].js' } } },
});
// mergeConfig would add this input to the other two pages', which must stay React's and vanilla's.
config.build.rolldownOptions.input = { 'lite-cards': here('src/lite-cards.ts') };

export default config;
