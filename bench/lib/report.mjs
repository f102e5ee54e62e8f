import { ms, ratio } from './stats.mjs';

export const BUDGETS = {
  mountRatioAt2400: 8,
  renderedIslandsPerCartChange: 1,
  observerRatio: 4,
  shopJsGzipKb: 120,
  /** The in-place listing's chunk, the one script the category page may add to the 120 kB. */
  listingChunkGzipKb: 3.5,
  /** A filter applied in place is at least this many times faster than a full reload of the same address. */
  listingSpeedup: 1.5,
};

/** kB of 1000 bytes, as size-limit reports them. */
const kb = (bytes) => (bytes / 1000).toFixed(1);

function table(title, head, rows) {
  const cells = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(cells[0]));
  console.log(`|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}

/** Prints every table and the budgets; returns true when a budget failed. */
export function printReport({ sizes, shop, settings }, median) {
  const m = (runs, pick) => median(runs.map(pick));
  const least = (runs, pick) => Math.min(...runs.map(pick));
  const budgets = [];

  console.log('\n# Product-card islands: React (productActionsWidget, createIslandRuntime) vs vanilla DOM');
  console.log(`Headless Chromium; medians of ${settings.REPEATS} runs (${settings.REPEATS_LARGE} at 2400 cards), each on a fresh page; ratio = React / vanilla.`);
  console.log(`Machine: ${settings.cpus} cores, load average ${settings.loadBefore.toFixed(1)} at the start, ${settings.loadAfter.toFixed(1)} at the end (timings stretch with it).`);

  table(
    '1. Mount: runtime start → every island rendered (ms); "to frame" adds the next frame (style, layout, paint)',
    ['cards', 'runs', 'React', 'vanilla', 'ratio', 'ratio of best runs', 'React to frame', 'vanilla to frame', 'ratio', 'script ready React / vanilla'],
    sizes.map(({ count, repeats, runs: { react, vanilla } }) => {
      const r = m(react, (run) => run.mount.mountMs);
      const v = m(vanilla, (run) => run.mount.mountMs);
      const best = least(react, (run) => run.mount.mountMs) / least(vanilla, (run) => run.mount.mountMs);
      const rf = m(react, (run) => run.mount.toFrameMs);
      const vf = m(vanilla, (run) => run.mount.toFrameMs);
      if (count === 2400) budgets.push({ name: `mount at 2400 cards ≤ ×${BUDGETS.mountRatioAt2400} vanilla`, value: ratio(r / v), ok: r / v <= BUDGETS.mountRatioAt2400 });
      return [count, repeats, ms(r), ms(v), ratio(r / v), ratio(best), ms(rf), ms(vf), ratio(rf / vf), `${ms(m(react, (run) => run.readyAt))} / ${ms(m(vanilla, (run) => run.readyAt))}`];
    }),
  );

  table(
    '2. One cart change (buy on the middle card, API answered by page.route): click → busy, click → "in cart" (ms); islands re-rendered',
    ['cards', 'React busy', 'vanilla busy', 'ratio', 'React in cart', 'vanilla in cart', 'ratio', 'React islands re-rendered (commits)', 'vanilla islands updated (updates)', 'islands whose DOM changed R / V'],
    sizes.map(({ count, runs: { react, vanilla } }) => {
      const rb = m(react, (run) => run.cart.busyMs);
      const vb = m(vanilla, (run) => run.cart.busyMs);
      const rd = m(react, (run) => run.cart.doneMs);
      const vd = m(vanilla, (run) => run.cart.doneMs);
      const islands = (runs) => [...new Set(runs.map((run) => run.cart.renderedIslands))].join(',');
      const updates = (runs) => [...new Set(runs.map((run) => run.cart.updates))].join(',');
      const dom = (runs) => [...new Set(runs.map((run) => run.cart.domChangedIslands))].join(',');
      const exact = react.every((run) => run.cart.renderedIslands === BUDGETS.renderedIslandsPerCartChange);
      budgets.push({ name: `one cart change re-renders exactly 1 island (${count} cards, every run)`, value: islands(react), ok: exact });
      return [count, ms(rb), ms(vb), ratio(rb / vb), ms(rd), ms(vd), ratio(rd / vd), `${islands(react)} (${updates(react)})`, `${islands(vanilla)} (${updates(vanilla)})`, `${dom(react)} / ${dom(vanilla)}`];
    }),
  );

  table(
    `3. +${settings.APPENDED} cards appended to the list later, mounted through the MutationObserver: append → all rendered (ms)`,
    ['cards on the page', 'React', 'vanilla', 'ratio', 'ratio of best runs', 'React to frame', 'vanilla to frame', 'ratio'],
    sizes.map(({ count, runs: { react, vanilla } }) => {
      const r = m(react, (run) => run.append.mountMs);
      const v = m(vanilla, (run) => run.append.mountMs);
      const best = least(react, (run) => run.append.mountMs) / least(vanilla, (run) => run.append.mountMs);
      const rf = m(react, (run) => run.append.toFrameMs);
      const vf = m(vanilla, (run) => run.append.toFrameMs);
      budgets.push({ name: `+${settings.APPENDED} through the observer ≤ ×${BUDGETS.observerRatio} vanilla (${count} cards on the page)`, value: ratio(r / v), ok: r / v <= BUDGETS.observerRatio });
      return [count, ms(r), ms(v), ratio(r / v), ratio(best), ms(rf), ms(vf), ratio(rf / vf)];
    }),
  );

  table(
    `4. JS heap per island: V8 used heap after a forced GC, after mounting minus before, ÷ cards (median of ${settings.HEAP_REPEATS}, ${settings.HEAP_REPEATS_LARGE} at 2400)`,
    ['cards', 'React kB/island', 'vanilla kB/island', 'ratio', 'React total kB', 'vanilla total kB'],
    sizes.map(({ count, heap: { react, vanilla } }) => {
      const r = median(react.map((run) => run.perIsland));
      const v = median(vanilla.map((run) => run.perIsland));
      return [count, kb(r), kb(v), ratio(r / v), kb(median(react.map((run) => run.after - run.before))), kb(median(vanilla.map((run) => run.after - run.before)))];
    }),
  );

  if (shop) {
    const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);
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

  console.log('\n# Budgets\n');
  for (const budget of budgets) console.log(`${budget.ok ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.value}`);
  const failed = budgets.filter((budget) => !budget.ok);
  console.log(failed.length ? `\n${failed.length} budget(s) failed.` : '\nAll budgets met.');
  return failed.length > 0;
}
