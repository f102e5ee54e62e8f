#!/usr/bin/env node
// Runs every check and every test runner of the repository, then prints one totals line:
//   N passed, N failed[, N skipped]
// Static checks (lint, typecheck, build, publint, size budget, storybook build) count as one test
// each; test runners contribute the counts from their JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function run(label, command, args) {
  process.stdout.write(`\n━━ ${label}: ${[command, ...args].join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  return ok;
}

function runner(label, command, args, reportFile, readCounts) {
  const { ok, seconds } = run(label, command, args);
  const counts = existsSync(reportFile) ? readCounts(JSON.parse(readFileSync(reportFile, 'utf8'))) : null;
  if (!counts) {
    // The runner died before writing its report: count that as one failure, never as silence.
    totals.failed += 1;
    summary.push(`FAIL ${label}: no report (${seconds} s)`);
    return;
  }
  // A runner that exits non-zero with no failed test (e.g. an unhandled error) still fails.
  if (!ok && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  summary.push(`${ok && counts.failed === 0 ? 'ok  ' : 'FAIL'} ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`);
}

check('lint', 'pnpm', ['run', '--silent', 'lint']);
check('typecheck', 'pnpm', ['run', '--silent', 'typecheck']);
const built = check('build', 'pnpm', ['run', '--silent', 'build']);
if (built) {
  check('publint', 'pnpm', ['run', '--silent', 'publint']);
  check('size budget', 'pnpm', ['run', '--silent', 'size']);
  // Both packages packed and installed with npm into a project outside the workspace: Node (ESM and
  // require()), TypeScript (bundler, node16, nodenext, .cts), React, esbuild, Vite 8 and attw.
  const consumerReport = join(reports, 'consumer.json');
  runner('npm consumer of the packed tarballs', 'node', ['scripts/consumer/run.mjs'], consumerReport, (report) => ({
    passed: report.passed ?? 0,
    failed: report.failed ?? 0,
    skipped: report.skipped ?? 0,
  }));
}
// Storybook reads the core's sources, so it needs no package build. The widgets' script sets
// STORYBOOK_DISABLE_TELEMETRY=1 (telemetry stalls offline) and keeps the output to warnings.
check('storybook build', 'pnpm', ['run', '--silent', 'build-storybook']);

const vitestReport = join(reports, 'vitest.json');
runner(
  'unit and component tests (vitest)',
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (report) => ({
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }),
);

// e2e/playwright.config.ts writes this report. A flaky test (failed, then passed on a retry)
// counts as failed: a pass that needs luck is not a pass.
const playwrightReport = join(reports, 'playwright.json');
runner(
  'browser tests (playwright)',
  'pnpm',
  ['--filter', '@vitrina/e2e', 'test'],
  playwrightReport,
  (report) => ({
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    skipped: report.stats?.skipped ?? 0,
  }),
);

// The example shop under 50 concurrent connections: passes when no request failed and the
// listing's p99 at most doubles while logins hash beside it (other latencies are reported, not
// asserted). LOAD_SECONDS bounds each of its runs.
process.env.LOAD_SECONDS ??= '5';
check('load check of the example shop (0 errors, listing p99 with logins ≤ 2× without)', 'pnpm', ['--filter', '@vitrina/example-legacy-shop', 'load-check']);

process.stdout.write(`\n━━ summary\n${summary.join('\n')}\n\n`);
const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
process.stdout.write(`${line}\n`);
process.exit(totals.failed === 0 ? 0 : 1);
