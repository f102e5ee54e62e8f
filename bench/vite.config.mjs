import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The two benchmark pages' scripts, built like the widgets' script-tag bundle (production React,
 * minified, the widget's component in a lazy chunk). Built from the widgets' and the core's sources
 * rather than served from dist/script, because the page must start the runtime when the benchmark
 * says so and count React commits; the mounting code is the same.
 */
export default defineConfig({
  root: here('.'),
  publicDir: false,
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: {
      // The core's sources, like the widgets' sources above them: the page runs the working tree as
      // it is, whether or not packages/core/dist was rebuilt since.
      '@vitrina/core': here('../packages/core/src/index.ts'),
      // The vanilla widget subscribes with effect(): it must be the signals module the core's state uses.
      '@preact/signals-core': realpathSync(here('../packages/core/node_modules/@preact/signals-core')),
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: {
        'react-cards': here('src/react-cards.ts'),
        'vanilla-cards': here('src/vanilla-cards.ts'),
      },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
