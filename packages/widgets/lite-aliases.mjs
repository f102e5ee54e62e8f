import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What the lite script build (vite.script-lite.config.ts) maps at build time, for Vite's
 * `resolve.alias`: React onto Preact's compat layer, with three modules of src/script/lite/ where the
 * compat layer differs from React in a way the widgets would notice, and the signals' React runtime
 * onto `@preact/signals`. The benchmark (bench/vite.lite.config.mjs) builds its lite page with the same.
 */
export const liteAliases = [
  { find: /^react-dom\/client$/, replacement: here('src/script/lite/react-dom-client.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: here('src/script/lite/react.ts') },
  { find: /^@preact\/signals-react\/runtime$/, replacement: here('src/script/lite/signals-runtime.ts') },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
];
