import { printPhone } from './phone-report.mjs';
import { ms, ratio } from './stats.mjs';
import { table } from './table.mjs';

export const BUDGETS = {
  mountRatioAt2400: 8,
  renderedIslandsPerCartChange: 1,
  observerRatio: 4,
  shopJsGzipKb: 120,
  /** The category page with the lite build (vitrina-lite.js), every script it loads. */
  liteShopJsGzipKb: 65,
  /** The in-place listing's chunk, the one script the category page may add to the 120 kB. */
  listingChunkGzipKb: 3.5,
  /** A filter applied in place is at least this many times faster than a full reload of the same address. */
  listingSpeedup: 1.5,
};

const IMPLS = ['react', 'lite', 'vanilla'];
const NAMES = { react: 'React', lite: 'lite', vanilla: 'vanilla' };

/** kB of 1000 bytes, as size-limit reports them. */
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Prints every table and the budgets; returns true when a budget failed. */
export function printReport({ sizes, shop, liteShop, phone, settings }, median) {
  const m = (runs, pick) => median(runs.map(pick));
  const least = (runs, pick) => Math.min(...runs.map(pick));
  const budgets = [];

  console.log('\n# Product-card islands: React (productActionsWidget, createIslandRuntime), the same on Preact (the lite build) and vanilla DOM');
  console.log(`Headless Chromium; medians of ${settings.REPEATS} runs (${settings.REPEATS_LARGE} at 2400 cards), each on a fresh page; ratios to vanilla (and lite ÷ React).`);
  console.log(`Machine: ${settings.cpus} cores, load average ${settings.loadBefore.toFixed(1)} at the start, ${settings.loadAfter.toFixed(1)} at the end (timings stretch with it).`);

  table(
    '1. Mount: runtime start → every island rendered (ms); "to frame" adds the next frame (style, layout, paint)',
    ['cards', 'runs', 'React', 'lite', 'vanilla', 'React ÷ vanilla', 'lite ÷ vanilla', 'lite ÷ React', 'best runs R / L ÷ V', 'to frame R / L / V', 'script ready R / L / V'],
    sizes.map(({ count, repeats, runs }) => {
      const [r, l, v] = IMPLS.map((impl) => m(runs[impl], (run) => run.mount.mountMs));
      const [br, bl, bv] = IMPLS.map((impl) => least(runs[impl], (run) => run.mount.mountMs));
      const frames = IMPLS.map((impl) => ms(m(runs[impl], (run) => run.mount.toFrameMs))).join(' / ');
      const ready = IMPLS.map((impl) => ms(m(runs[impl], (run) => run.readyAt))).join(' / ');
      if (count === 2400) {
        budgets.push({ name: `mount at 2400 cards ≤ ×${BUDGETS.mountRatioAt2400} vanilla (React)`, value: ratio(r / v), ok: r / v <= BUDGETS.mountRatioAt2400 });
        budgets.push({ name: `mount at 2400 cards ≤ ×${BUDGETS.mountRatioAt2400} vanilla (lite)`, value: ratio(l / v), ok: l / v <= BUDGETS.mountRatioAt2400 });
      }
      return [count, repeats, ms(r), ms(l), ms(v), ratio(r / v), ratio(l / v), ratio(l / r), `${ratio(br / bv)} / ${ratio(bl / bv)}`, frames, ready];
    }),
  );

  table(
    '2. One cart change (buy on the middle card, API answered by page.route): click → busy, click → "in cart" (ms); islands re-rendered',
    ['cards', 'busy R / L / V', 'in cart R / L / V', 'in cart R ÷ V', 'in cart L ÷ V', 'islands re-rendered (commits) R', 'L', 'islands updated (updates) V', 'islands whose DOM changed R / L / V'],
    sizes.map(({ count, runs }) => {
      const busy = IMPLS.map((impl) => ms(m(runs[impl], (run) => run.cart.busyMs))).join(' / ');
      const [rd, ld, vd] = IMPLS.map((impl) => m(runs[impl], (run) => run.cart.doneMs));
      const islands = (list) => [...new Set(list.map((run) => run.cart.renderedIslands))].join(',');
      const updates = (list) => [...new Set(list.map((run) => run.cart.updates))].join(',');
      const dom = IMPLS.map((impl) => [...new Set(runs[impl].map((run) => run.cart.domChangedIslands))].join(',')).join(' / ');
      for (const impl of ['react', 'lite']) {
        const exact = runs[impl].every((run) => run.cart.renderedIslands === BUDGETS.renderedIslandsPerCartChange);
        budgets.push({ name: `one cart change re-renders exactly 1 island (${NAMES[impl]}, ${count} cards, every run)`, value: islands(runs[impl]), ok: exact });
      }
      return [count, busy, `${ms(rd)} / ${ms(ld)} / ${ms(vd)}`, ratio(rd / vd), ratio(ld / vd), `${islands(runs.react)} (${updates(runs.react)})`, `${islands(runs.lite)} (${updates(runs.lite)})`, `${islands(runs.vanilla)} (${updates(runs.vanilla)})`, dom];
    }),
  );

  table(
    `3. +${settings.APPENDED} cards appended to the list later, mounted through the MutationObserver: append → all rendered (ms)`,
    ['cards on the page', 'React', 'lite', 'vanilla', 'React ÷ vanilla', 'lite ÷ vanilla', 'best runs R / L ÷ V', 'to frame R / L / V'],
    sizes.map(({ count, runs }) => {
      const [r, l, v] = IMPLS.map((impl) => m(runs[impl], (run) => run.append.mountMs));
      const [br, bl, bv] = IMPLS.map((impl) => least(runs[impl], (run) => run.append.mountMs));
      const frames = IMPLS.map((impl) => ms(m(runs[impl], (run) => run.append.toFrameMs))).join(' / ');
      budgets.push({ name: `+${settings.APPENDED} through the observer ≤ ×${BUDGETS.observerRatio} vanilla (React, ${count} cards on the page)`, value: ratio(r / v), ok: r / v <= BUDGETS.observerRatio });
      budgets.push({ name: `+${settings.APPENDED} through the observer ≤ ×${BUDGETS.observerRatio} vanilla (lite, ${count} cards on the page)`, value: ratio(l / v), ok: l / v <= BUDGETS.observerRatio });
      return [count, ms(r), ms(l), ms(v), ratio(r / v), ratio(l / v), `${ratio(br / bv)} / ${ratio(bl / bv)}`, frames];
    }),
  );

  table(
    `4. JS heap per island: V8 used heap after a forced GC, after mounting minus before, ÷ cards (median of ${settings.HEAP_REPEATS}, ${settings.HEAP_REPEATS_LARGE} at 2400)`,
    ['cards', 'React kB/island', 'lite kB/island', 'vanilla kB/island', 'React ÷ vanilla', 'lite ÷ vanilla', 'total kB R / L / V'],
    sizes.map(({ count, heap }) => {
      const [r, l, v] = IMPLS.map((impl) => median(heap[impl].map((run) => run.perIsland)));
      const totals = IMPLS.map((impl) => kb(median(heap[impl].map((run) => run.after - run.before)))).join(' / ');
      return [count, kb(r), kb(l), kb(v), ratio(r / v), ratio(l / v), totals];
    }),
  );

  const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);
  if (shop) {
    const category = shop.pages.find((page) => page.name === 'category');
    table(
      `5. JavaScript of a real category page of the example shop (${category.url}, ${category.islands} product cards)`,
      ['file', 'status', 'sent encoding', 'raw kB', 'gzip -9 kB', 'gzip -6 kB'],
      [
        ...category.files.map((file) => [file.url, file.status, file.encoding, kb(file.raw), kb(file.gzip9), kb(file.gzip6)]),
        ['total', '', '', kb(sum(category.files, 'raw')), kb(sum(category.files, 'gzip9')), kb(sum(category.files, 'gzip6'))],
      ],
    );
    table(
      '6. JavaScript of each page of the example shop (the cart holds one product)',
      ['page', 'files', 'raw kB', 'gzip -9 kB', 'gzip -6 kB', 'beyond vitrina.js'],
      shop.pages.map((page) => [
        page.name,
        page.files.length,
        kb(sum(page.files, 'raw')),
        kb(sum(page.files, 'gzip9')),
        kb(sum(page.files, 'gzip6')),
        page.files
          .filter((file) => !file.url.endsWith('/vitrina.js'))
          .map((file) => `${file.url.split('/').pop()} ${kb(file.gzip9)}`)
          .join(', ') || '–',
      ]),
    );
    const { listing } = shop;
    table(
      `7. A filter of the category page (${listing.address}): tick → the new list's cards all interactive (ms, median of ${listing.runs.inPlace.length})`,
      ['in place (product-list island)', 'full reload of the same address', 'reload ÷ in place', 'in place, each run', 'reload, each run'],
      [[ms(listing.inPlace), ms(listing.reload), ratio(listing.reload / listing.inPlace), listing.runs.inPlace.map(ms).join(' '), listing.runs.reload.map(ms).join(' ')]],
    );
    const isListingChunk = (file) => /\/product-list-chunk-[^/]*\.js$/.test(file.url);
    const listingChunk = sum(category.files.filter(isListingChunk), 'gzip9') / 1000;
    const total = sum(category.files.filter((file) => !isListingChunk(file)), 'gzip9') / 1000;
    budgets.push({ name: `category page JS but the in-place listing's chunk ≤ ${BUDGETS.shopJsGzipKb} kB gzip`, value: `${total.toFixed(1)} kB`, ok: total <= BUDGETS.shopJsGzipKb });
    budgets.push({
      name: `the in-place listing's chunk ≤ ${BUDGETS.listingChunkGzipKb} kB gzip`,
      value: `${listingChunk.toFixed(1)} kB`,
      ok: listingChunk > 0 && listingChunk <= BUDGETS.listingChunkGzipKb,
    });
    budgets.push({ name: `a filter in place ≥ ×${BUDGETS.listingSpeedup} faster than a full reload`, value: ratio(listing.reload / listing.inPlace), ok: listing.reload / listing.inPlace >= BUDGETS.listingSpeedup });
  } else {
    console.log('\n5. Shop pages JS: skipped (BENCH_SKIP_SHOP=1)');
  }

  if (shop && liteShop) {
    const liteCategory = liteShop.pages.find((page) => page.name === 'category');
    table(
      `8. JavaScript of the same category page with the lite build (WIDGETS_BUILD=lite: vitrina-lite.js, ${liteCategory.islands} product cards)`,
      ['file', 'status', 'raw kB', 'gzip -9 kB', 'gzip -6 kB'],
      [
        ...liteCategory.files.map((file) => [file.url, file.status, kb(file.raw), kb(file.gzip9), kb(file.gzip6)]),
        ['total', '', kb(sum(liteCategory.files, 'raw')), kb(sum(liteCategory.files, 'gzip9')), kb(sum(liteCategory.files, 'gzip6'))],
      ],
    );
    table(
      '9. JavaScript of each page, React build against the lite build (gzip -9 kB, the same pages and steps as table 6)',
      ['page', 'React', 'lite', 'lite ÷ React', 'lite: beyond vitrina-lite.js'],
      liteShop.pages.map((page) => {
        const react = shop.pages.find((other) => other.name === page.name);
        const r = react ? sum(react.files, 'gzip9') : NaN;
        const l = sum(page.files, 'gzip9');
        const beyond = page.files.filter((file) => !file.url.endsWith('/vitrina-lite.js')).map((file) => `${file.url.split('/').pop()} ${kb(file.gzip9)}`);
        return [page.name, kb(r), kb(l), ratio(l / r), beyond.join(', ') || '–'];
      }),
    );
    const liteTotal = sum(liteCategory.files, 'gzip9') / 1000;
    budgets.push({ name: `category page JS with the lite build, every script ≤ ${BUDGETS.liteShopJsGzipKb} kB gzip`, value: `${liteTotal.toFixed(1)} kB`, ok: liteTotal <= BUDGETS.liteShopJsGzipKb });
  }

  if (phone) printPhone(phone, budgets);
  else console.log('\n10. Phone-class profile: skipped (BENCH_PHONE=0)');

  console.log('\n# Budgets\n');
  for (const budget of budgets) console.log(`${budget.ok ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.value}`);
  const failed = budgets.filter((budget) => !budget.ok);
  console.log(failed.length ? `\n${failed.length} budget(s) failed.` : '\nAll budgets met.');
  return failed.length > 0;
}
