import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const require = createRequire(import.meta.url);

/**
 * `import text from './x.css?raw'` as Vite reads it (the script build, Storybook, the tests): the
 * file's text as the module's default export. The store map's chunk carries its stylesheets so.
 */
const rawText: Plugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, ({ path, resolveDir }) => {
      const file = path.slice(0, -'?raw'.length);
      // The suffix stays on the path, so no plugin that loads stylesheets (`*.css`) takes it.
      return { path: `${file.startsWith('.') ? resolve(resolveDir, file) : require.resolve(file)}?raw`, namespace: 'raw-text' };
    });
    build.onLoad({ filter: /\?raw$/, namespace: 'raw-text' }, async ({ path }) => {
      const file = path.slice(0, -'?raw'.length);
      return { contents: `export default ${JSON.stringify(await readFile(file, 'utf8'))};`, loader: 'js', resolveDir: dirname(file) };
    });
  },
};

export default defineConfig({
  // The contract is an entry of its own: a server imports it without React (`@vitrina/widgets/contract`).
  // `global` holds types only (window.Vitrina, the DOM events): its JavaScript is an empty module.
  entry: { index: 'src/index.ts', 'contract/index': 'src/contract/index.ts', global: 'src/global.ts' },
  format: ['esm'],
  // The build resolves @vitrina/core through its package (dist), not the sources path used by the typecheck.
  tsconfig: 'tsconfig.build.json',
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@vitrina/core', '@preact/signals-react'],
  // Leaflet's stylesheet is a dependency's file, which would otherwise stay an import of the output.
  noExternal: [/\?raw$/],
  esbuildPlugins: [rawText],
});
