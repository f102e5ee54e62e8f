import { median } from './stats.mjs';

/** Whether the listing's new list is up: the cards' product-actions islands all rendered, nothing loading. */
function listInteractive(previousList) {
  const list = document.querySelector('[data-listing-part="results"] ul');
  if (!list || list === previousList || document.getElementById('catalog')?.getAttribute('aria-busy') === 'true') return false;
  const islands = list.querySelectorAll('[data-widget="product-actions"]');
  return islands.length > 0 && list.querySelectorAll('[data-widget="product-actions"] > .vitrina-actions').length === islands.length;
}

/** Opens the category and waits until its product-list island has started (it marks the history entry). */
async function openListing(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => history.state?.vitrinaListing === 1, null, { timeout: 30_000 });
  await page.waitForFunction(listInteractive, null, { timeout: 30_000 });
}

/** In place: the first brand ticked, to the new list's cards all interactive (ms, in the page's clock). */
async function inPlaceRun(page, url) {
  await openListing(page, url);
  const result = await page.evaluate(async () => {
    // listInteractive, written out here: the page's script policy allows no code from strings.
    const interactive = (previousList) => {
      const list = document.querySelector('[data-listing-part="results"] ul');
      if (!list || list === previousList || document.getElementById('catalog')?.getAttribute('aria-busy') === 'true') return false;
      const islands = list.querySelectorAll('[data-widget="product-actions"]');
      return islands.length > 0 && list.querySelectorAll('[data-widget="product-actions"] > .vitrina-actions').length === islands.length;
    };
    const box = document.querySelector('[data-listing-part="filters"] input[type="checkbox"][name="brand"]');
    const previous = document.querySelector('[data-listing-part="results"] ul');
    const started = performance.now();
    box.click();
    await new Promise((resolve) => {
      const poll = () => (interactive(previous) ? resolve() : requestAnimationFrame(poll));
      poll();
    });
    return { ms: performance.now() - started, address: location.href, navigations: performance.getEntriesByType('navigation').length };
  });
  if (result.navigations !== 1) throw new Error('the filter reloaded the page');
  return result;
}

/** A full reload of the same state: from the navigation's start to its cards all interactive (ms). */
async function reloadRun(page, url, address) {
  await openListing(page, url);
  await page.evaluate(() => sessionStorage.setItem('bench-started', String(performance.timeOrigin + performance.now())));
  await page.evaluate((target) => location.assign(target), address);
  await page.waitForURL(address);
  await page.waitForFunction(() => document.querySelectorAll('[data-widget="product-actions"]').length > 0 && document.querySelectorAll('[data-widget="product-actions"] > .vitrina-actions').length === document.querySelectorAll('[data-widget="product-actions"]').length, null, { timeout: 30_000 });
  return page.evaluate(() => performance.timeOrigin + performance.now() - Number(sessionStorage.getItem('bench-started')));
}

/**
 * A filter of the category page: the time from ticking it to the new list interactive, in place
 * (the product-list island) and as a full reload of the same address, alternating, in one warm context.
 */
export async function measureListing(context, base, category, repeats, log) {
  const page = await context.newPage();
  const url = `${base}${category}`;
  const runs = { inPlace: [], reload: [] };
  try {
    // A warm-up of each, so both measure a cached script.
    const { address } = await inPlaceRun(page, url);
    await reloadRun(page, url, address);
    for (let run = 0; run < repeats; run += 1) {
      const order = run % 2 ? ['reload', 'inPlace'] : ['inPlace', 'reload'];
      for (const kind of order) runs[kind].push(kind === 'inPlace' ? (await inPlaceRun(page, url)).ms : await reloadRun(page, url, address));
    }
    log(`category filter: ${repeats} runs each`);
    return { url, address, runs, inPlace: median(runs.inPlace), reload: median(runs.reload) };
  } finally {
    await page.close();
  }
}
