import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { leafletWithoutHtmlProbe } from './leaflet-without-html-probe';

const AFTER_START =
  /[\\/](node_modules[\\/]ky[\\/]|core[\\/]dist[\\/]api[\\/](ky-instances|retry-after-ms)\.js$|islands[\\/]one-tap[\\/](one-tap-chunk|one-tap|one-tap-props|is-cart-page|is-mobile-browser)\.tsx?$|ui[\\/]sign-in[\\/]google[\\/](use-google-client-id|script-src)\.ts$|host[\\/](host-connection|cart-watch|extra-roots|host-event|list-watch|modal-watch|session-watch|watch-signals)\.ts$)/;

/**
 * The script-tag build: one ES module, `dist/script/vitrina.js`, with React, the SDK and the signals
 * inside, for pages that load it with `<script type="module">`. The islands on every page are in it;
 * every other widget's component, imported with `import()`, becomes a chunk of its own next to it,
 * loaded when an island needs it.
 */
export default defineConfig({
  publicDir: false,
  // No HTML string assigned where a page may enforce Trusted Types (leaflet-without-html-probe.ts).
  plugins: [leafletWithoutHtmlProbe()],
  // Library mode leaves `process.env` alone; React's production build needs it settled here.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: [
      // Asked for by @preact/signals-react/runtime, which also supports React 16 and 17.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/script/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('dist/script', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Terser first (three passes, the output an ES module), then Rolldown's own minifier over its result
    // (`output.minify` below): together they leave vitrina.js some 440 bytes smaller, gzipped, than
    // either alone. Two of terser's transforms are off because their output compresses worse: inlining
    // single-use functions (`reduce_funcs`) and joining statements with commas (`sequences`); without
    // them vitrina.js is 155 bytes smaller, gzipped. (A fourth pass makes it larger.)
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 3, reduce_funcs: false, sequences: false } },
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('src/script/vitrina.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'vitrina.js',
      cssFileName: 'vitrina',
    },
    rolldownOptions: {
      // Nothing external: the page has no React or SDK of its own.
      external: [],
      // Lets the code shared with the chunks (React, the signals) stay in vitrina.js, which the page
      // loads anyway, instead of a third file the entry must fetch before it can start.
      preserveEntrySignatures: 'allow-extension',
      // Terser takes most of the build's time, as expected; Rolldown need not say so on every build.
      checks: { pluginTimings: false },
      output: {
        chunkFileNames: '[name]-[hash].js',
        // Whatever the entry loads at start stays in vitrina.js. Without this, Rolldown may split a
        // module the entry and a lazy chunk share (zod) into a file of its own, which the page must
        // fetch before it can start and which compresses apart from the rest.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // What every page loads right after its start, one file instead of five: the SDK's HTTP
            // client (ky, imported on the first API call), the one-tap island's code with the two
            // small modules it shares with the sign-in forms, and the host page's events and `mount`
            // (host/host-connection.ts and what it uses, imported once the SDK runs).
            { name: 'after-start', test: AFTER_START },
          ],
        },
        // Library mode keeps ES output readable for a bundler downstream; this file goes to browsers as it is.
        minify: true,
        comments: { annotation: false },
        // V8's explicit compile hint: every function of the entry is compiled while the file is
        // parsed, off the main thread as the file streams in, instead of on its first call during the
        // evaluation and the first islands' tasks. Added after minification, which drops comments.
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
});
