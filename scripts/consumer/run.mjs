#!/usr/bin/env node
// The npm consumer's checks: packs @vitrina/core and @vitrina/widgets (after `pnpm run build`),
// installs both tarballs with npm into one scratch copy of fixtures/, and runs every scenario there.
// Writes .reports/consumer.json ({ passed, failed, skipped, results, tarballs, figures }).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exec } from './exec.mjs';
import { packPackages } from './pack.mjs';
import { scenarios } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const reportFile = join(root, '.reports/consumer.json');
// The versions the workspace builds and tests with.
const TOOLS = ['react@19.3.1', 'react-dom@19.3.1', '@types/react@19.3.0', '@types/react-dom@19.3.0', '@types/node@22.20.5', 'typescript@6.0.3', 'vite@8.3.8', 'esbuild@0.28.2', '@arethetypeswrong/cli@0.18.5'];

const scratch = mkdtempSync(join(tmpdir(), 'vitrina-consumer-'));
const project = join(scratch, 'project');
cpSync(join(here, 'fixtures'), project, { recursive: true });
const ctx = { project, tarballs: {}, figures: { formatPrice: {}, reactApp: {} } };
const results = [];

function record(name, action) {
  const started = Date.now();
  try {
    action();
    results.push({ name, ok: true, ms: Date.now() - started });
    process.stdout.write(`  ok   ${name}\n`);
  } catch (error) {
    results.push({ name, ok: false, ms: Date.now() - started, error: String(error.message ?? error) });
    process.stdout.write(`  FAIL ${name}\n${String(error.message ?? error).replace(/^/gm, '       ')}\n`);
  }
}

let installed = false;
record('pnpm pack of both packages, npm install of both tarballs into a fresh project', () => {
  ctx.tarballs = packPackages(root, scratch);
  process.stdout.write(`  npm ${exec('npm', ['--version'], project)} on Node ${process.versions.node}\n`);
  exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ctx.tarballs.core.file, ctx.tarballs.widgets.file, ...TOOLS], project);
  installed = true;
});
for (const scenario of scenarios) {
  if (installed) record(scenario.name, () => scenario.run(ctx));
  else results.push({ name: scenario.name, ok: false, ms: 0, error: 'not run: the install failed' });
}

const strip = ({ text: _text, ...figures }) => figures;
const figures = Object.fromEntries(Object.entries(ctx.figures).map(([page, byBundler]) => [page, Object.fromEntries(Object.entries(byBundler).map(([bundler, load]) => [bundler, strip(load)]))]));
const tarballs = Object.fromEntries(Object.entries(ctx.tarballs).map(([name, { fileCount, packedBytes, unpackedBytes }]) => [name, { fileCount, packedBytes, unpackedBytes }]));
const passed = results.filter((result) => result.ok).length;
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(reportFile, `${JSON.stringify({ passed, failed: results.length - passed, skipped: 0, results, tarballs, figures }, null, 2)}\n`);
process.stdout.write(`\ntarballs: ${JSON.stringify(tarballs)}\nfirst loads: ${JSON.stringify(figures)}\n${passed} passed, ${results.length - passed} failed\n`);
// VITRINA_CONSUMER_KEEP=1 keeps the scratch project (its path is printed) to look into a failure.
if (process.env.VITRINA_CONSUMER_KEEP) process.stdout.write(`scratch project kept: ${project}\n`);
else rmSync(scratch, { recursive: true, force: true });
process.exit(passed === results.length ? 0 : 1);
