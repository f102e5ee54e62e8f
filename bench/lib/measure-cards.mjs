import { FIRST_ID, cardsHtml } from './card-markup.mjs';
import { mockApi } from './mock-api.mjs';

/** First id of the cards appended later, far from the page's own. */
const APPENDED_FIRST_ID = 900_001;
export const APPENDED = 24;

/** Opens a fresh guest page (own context: no cookies or storage left by an earlier run) and waits for its script. */
async function openPage(browser, baseUrl, impl, count) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  const api = await mockApi(page);
  await page.goto(`${baseUrl}/cards?impl=${impl}&n=${count}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
  return { context, page, errors, api, readyAt: await page.evaluate(() => window.__bench.readyAt) };
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** One run on a fresh page: mount, one cart change, +24 cards through the observer. */
export async function timingRun(browser, baseUrl, impl, count) {
  const { context, page, errors, api, readyAt } = await openPage(browser, baseUrl, impl, count);
  try {
    const mount = await page.evaluate(() => window.__bench.mount());
    check(mount.islands === count && mount.rendered === count, `${impl} ${count}: ${mount.rendered} of ${mount.islands} islands rendered`);
    // Proves the commit counter sees every island's root, so a count of 1 later means 1.
    if (impl !== 'vanilla') check(mount.renderedIslands === count, `${impl} ${count}: the commit counter saw ${mount.renderedIslands} roots mount`);
    // A card in the middle of the page.
    const cart = await page.evaluate((index) => window.__bench.cartChange(index), Math.floor(count / 2));
    check(cart.inCart === 1, `${impl} ${count}: the cart holds ${cart.inCart} products after one add`);
    const html = cardsHtml(APPENDED_FIRST_ID, APPENDED);
    const append = await page.evaluate((markup) => window.__bench.append(markup), html);
    check(append.rendered === APPENDED && append.total === count + APPENDED, `${impl} ${count}: ${append.rendered} of ${APPENDED} appended islands rendered`);
    check(api.unexpected.length === 0, `${impl} ${count}: unexpected API calls ${api.unexpected.join(', ')}`);
    check(errors.length === 0, `${impl} ${count}: the page reported ${errors.join(' | ')}`);
    return { readyAt, mount, cart, append };
  } finally {
    await context.close();
  }
}

/** JS heap (V8, after a forced GC) before and after mounting, per island. */
export async function heapRun(browser, baseUrl, impl, count) {
  const { context, page } = await openPage(browser, baseUrl, impl, count);
  try {
    const cdp = await context.newCDPSession(page);
    const used = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const before = await used();
    await page.evaluate(() => window.__bench.mount());
    const after = await used();
    return { before, after, perIsland: (after - before) / count };
  } finally {
    await context.close();
  }
}

export { FIRST_ID };
