// The consumer checks, each one test of the report. `ctx`: { project, tarballs, figures }.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from './exec.mjs';
import { esbuildFirstLoad, viteFirstLoad } from './first-load.mjs';

// i18next's logger prefix: in any bundle that carries i18next.
const I18NEXT = 'i18next:';
// Budgets of the first load of a page that imports only formatPrice (minified bytes, before gzip).
// With esbuild's code splitting the entry's re-exports pull every module that lazily loaded code
// shares with them into the first load (the schemas, so zod's core): that is the larger figure.
const FORMAT_PRICE_BUDGET = { esbuildSplitting: 72_000, esbuild: 1_000, vite: 1_500 };

const bin = (ctx, name) => join(ctx.project, 'node_modules/.bin', name);
const run = (ctx, command, ...args) => exec(command, args, ctx.project);

function assertFirstLoad(label, load, budget) {
  if (load.text.includes(I18NEXT)) throw new Error(`${label}: i18next is in the first load`);
  if (budget !== undefined && load.bytes > budget) throw new Error(`${label}: first load ${load.bytes} B minified, budget ${budget} B`);
}

function esbuild(ctx, entry, outdir, ...flags) {
  run(ctx, bin(ctx, 'esbuild'), entry, '--bundle', '--minify', '--format=esm', `--outdir=${outdir}`, `--metafile=${outdir}/meta.json`, '--log-level=error', ...flags);
}

export const scenarios = [
  {
    name: 'the tarballs ship what a consumer needs (LICENSE, README, types, the stylesheet; not the script build)',
    run({ tarballs }) {
      const core = new Set(tarballs.core.files);
      const widgets = new Set(tarballs.widgets.files);
      for (const file of ['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts']) {
        if (!core.has(file)) throw new Error(`@vitrina/core lacks ${file}`);
        if (!widgets.has(file)) throw new Error(`@vitrina/widgets lacks ${file}`);
      }
      for (const file of ['dist/script/vitrina.css', 'types/styles.css.d.ts', 'dist/contract/index.js', 'dist/global.d.ts']) if (!widgets.has(file)) throw new Error(`@vitrina/widgets lacks ${file}`);
      const script = [...widgets].filter((file) => file.startsWith('dist/script/') && file.endsWith('.js'));
      if (script.length > 0) throw new Error(`@vitrina/widgets ships the script build: ${script.join(', ')}`);
      if ([...core].some((file) => /^dist\/(format|rules|schemas)\//.test(file))) throw new Error('@vitrina/core ships per-module files nothing imports');
    },
  },
  {
    name: 'both installed packages say where they come from and depend on each other’s version',
    run(ctx) {
      const manifest = (name) => JSON.parse(readFileSync(join(ctx.project, 'node_modules/@vitrina', name, 'package.json'), 'utf8'));
      const core = manifest('core');
      const widgets = manifest('widgets');
      for (const pkg of [core, widgets]) if (!pkg.repository?.url || !pkg.homepage || pkg.license !== 'MIT') throw new Error(`${pkg.name}: repository, homepage or license missing`);
      if (widgets.dependencies['@vitrina/core'] !== core.version) throw new Error(`@vitrina/widgets asks for @vitrina/core ${widgets.dependencies['@vitrina/core']}, packed ${core.version}`);
    },
  },
  { name: 'Node (ESM): formatPrice, a config error naming the field, load() of the texts', run: (ctx) => run(ctx, process.execPath, 'src/node-consumer.ts') },
  { name: 'Node (CommonJS): require() from a .cjs file', run: (ctx) => run(ctx, process.execPath, 'src/require.cjs') },
  {
    name: 'TypeScript .cts (module nodenext) compiles to require() and runs',
    run(ctx) {
      run(ctx, bin(ctx, 'tsc'), '-p', 'tsconfig.cts.json');
      run(ctx, process.execPath, 'out/require.cjs');
    },
  },
  { name: 'TypeScript 6 strict, moduleResolution bundler (with the stylesheet’s side-effect import, and a host page’s script using the global window.Vitrina)', run: (ctx) => run(ctx, bin(ctx, 'tsc'), '-p', 'tsconfig.bundler.json') },
  { name: 'TypeScript 6 strict, module node16', run: (ctx) => run(ctx, bin(ctx, 'tsc'), '-p', 'tsconfig.node16.json') },
  { name: 'TypeScript 6 strict, module nodenext', run: (ctx) => run(ctx, bin(ctx, 'tsc'), '-p', 'tsconfig.nodenext.json') },
  {
    name: 'React: <CartLink /> outside any island renders its own named link (server render)',
    run(ctx) {
      esbuild(ctx, 'src/server-render.tsx', 'out/ssr', '--platform=node', '--packages=external', '--jsx=automatic');
      run(ctx, process.execPath, 'out/ssr/server-render.js');
    },
  },
  {
    name: 'esbuild --splitting: a formatPrice-only page loads no i18next and stays within its budget',
    run(ctx) {
      esbuild(ctx, 'src/format-price-only.ts', 'out/esbuild-split-price', '--splitting');
      const load = esbuildFirstLoad(join(ctx.project, 'out/esbuild-split-price/meta.json'), join(ctx.project, 'out/esbuild-split-price'), 'format-price-only.js');
      ctx.figures.formatPrice.esbuildSplitting = load;
      assertFirstLoad('esbuild --splitting', load, FORMAT_PRICE_BUDGET.esbuildSplitting);
    },
  },
  {
    name: 'esbuild (one file): a formatPrice-only page stays within its budget',
    run(ctx) {
      esbuild(ctx, 'src/format-price-only.ts', 'out/esbuild-price');
      const load = esbuildFirstLoad(join(ctx.project, 'out/esbuild-price/meta.json'), join(ctx.project, 'out/esbuild-price'), 'format-price-only.js');
      ctx.figures.formatPrice.esbuild = load;
      assertFirstLoad('esbuild', load, FORMAT_PRICE_BUDGET.esbuild);
    },
  },
  {
    name: 'esbuild --splitting: the minimal React app (provider, cart link, stylesheet) loads no i18next first',
    run(ctx) {
      esbuild(ctx, 'react-app/main.tsx', 'out/esbuild-split-app', '--splitting', '--jsx=automatic');
      const load = esbuildFirstLoad(join(ctx.project, 'out/esbuild-split-app/meta.json'), join(ctx.project, 'out/esbuild-split-app'), 'main.js');
      ctx.figures.reactApp.esbuildSplitting = load;
      assertFirstLoad('esbuild --splitting (React app)', load);
    },
  },
  {
    name: 'Vite 8: the React app and the formatPrice-only page build, neither loads i18next first',
    run(ctx) {
      run(ctx, bin(ctx, 'vite'), 'build');
      const out = join(ctx.project, 'out/vite');
      ctx.figures.reactApp.vite = viteFirstLoad(out, 'react-app/index.html');
      ctx.figures.formatPrice.vite = viteFirstLoad(out, 'react-app/price.html');
      assertFirstLoad('Vite (React app)', ctx.figures.reactApp.vite);
      assertFirstLoad('Vite (formatPrice)', ctx.figures.formatPrice.vite, FORMAT_PRICE_BUDGET.vite);
    },
  },
  // ESM packages that Node 22 can also require(): the esm-only profile (TypeScript's node16 CommonJS
  // resolution cannot require ES modules; nodenext can, which the .cts check above shows).
  { name: 'are the types wrong: @vitrina/core (profile esm-only)', run: (ctx) => run(ctx, bin(ctx, 'attw'), ctx.tarballs.core.file, '--profile', 'esm-only', '--format', 'table-flipped') },
  {
    name: 'are the types wrong: @vitrina/widgets (profile esm-only, the stylesheet left out)',
    run: (ctx) => run(ctx, bin(ctx, 'attw'), ctx.tarballs.widgets.file, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css', '--format', 'table-flipped'),
  },
];
