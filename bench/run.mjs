import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { startBenchServer } from './lib/bench-server.mjs';
import { APPENDED, heapRun, timingRun } from './lib/measure-cards.mjs';
import { measurePhone } from './lib/measure-phone.mjs';
import { measureShopJs } from './lib/measure-shop-js.mjs';
import { printReport } from './lib/report.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { median } from './lib/stats.mjs';
import { phoneOptions } from './lib/phone-options.mjs';

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '24,240,2400').split(',').map(Number);
const REPEATS = Number(env.BENCH_REPEATS ?? 5);
/** A 2400-card run takes seconds; fewer of them keep the whole benchmark near 3 minutes. */
const REPEATS_LARGE = Number(env.BENCH_REPEATS_LARGE ?? 3);
const HEAP_REPEATS = Number(env.BENCH_HEAP_REPEATS ?? 3);
/** Heap figures barely move between runs, and a forced GC of a 2400-card page is slow. */
const HEAP_REPEATS_LARGE = Number(env.BENCH_HEAP_REPEATS_LARGE ?? 1);

/** React, the lite build (the same island on Preact's compat layer), and the hand-written vanilla island. */
const IMPLS = ['react', 'lite', 'vanilla'];
const rotate = (list, by) => list.map((_, index) => list[(index + by) % list.length]);

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const started = performance.now();
const log = (message) => console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

log('building the benchmark pages (vite)');
await build({ configFile: here('vite.config.mjs') });
await build({ configFile: here('vite.lite.config.mjs') });

const server = await startBenchServer(here('dist'));
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
const results = {
  sizes: [],
  shop: null,
  settings: { REPEATS, REPEATS_LARGE, HEAP_REPEATS, HEAP_REPEATS_LARGE, APPENDED, cpus: cpus().length, loadBefore: loadavg()[0] },
};
try {
  // A warm-up of each, so the first measured run does not pay for the browser's own start.
  for (const impl of IMPLS) await timingRun(browser, server.url, impl, 24);

  for (const count of SIZES) {
    const repeats = count >= 2400 ? REPEATS_LARGE : REPEATS;
    const runs = { react: [], lite: [], vanilla: [] };
    for (let run = 0; run < repeats; run += 1) {
      // In turns, so load from other work on the machine falls on all three.
      for (const impl of rotate(IMPLS, run)) {
        runs[impl].push(await timingRun(browser, server.url, impl, count));
      }
      log(`${count} cards: run ${run + 1}/${repeats}`);
    }
    const heap = { react: [], lite: [], vanilla: [] };
    for (let run = 0; run < (count >= 2400 ? HEAP_REPEATS_LARGE : HEAP_REPEATS); run += 1) {
      for (const impl of IMPLS) heap[impl].push(await heapRun(browser, server.url, impl, count));
    }
    log(`${count} cards: heap done`);
    results.sizes.push({ count, repeats, runs, heap });
  }
} finally {
  await browser.close();
  await server.close();
}

if (env.BENCH_SKIP_SHOP !== '1') {
  log('category page of the example shop');
  results.shop = await measureShopJs({ executablePath: chromiumPath, args: chromiumArgs, log, listingRepeats: REPEATS });
  log('the same pages with the lite build (vitrina-lite.js)');
  results.liteShop = await measureShopJs({ executablePath: chromiumPath, args: chromiumArgs, log, listingRepeats: 0, widgetsBuild: 'lite' });
}

if (env.BENCH_PHONE !== '0') {
  log('category page on a phone-class profile');
  results.phone = await measurePhone(phoneOptions(log));
}

results.settings.loadAfter = loadavg()[0];
// Every run's figures, for a closer look than the medians (dist/ is not committed).
await writeFile(here('dist/last-run.json'), `${JSON.stringify(results, (key, value) => (value instanceof Set ? [...value] : value), 2)}\n`);
log('done; every run in bench/dist/last-run.json');
const failed = printReport(results, median);
process.exitCode = failed ? 1 : 0;
