import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startExampleShop } from './example-shop.mjs';
import { measureListing } from './measure-listing.mjs';

/** Every script response of a page, gzipped here at level 9 (maximum) and 6 (zlib's and most servers' default). */
async function scriptFiles(responses) {
  const files = [];
  for (const response of responses) {
    const body = await response.body();
    files.push({
      url: new URL(response.url()).pathname,
      status: response.status(),
      encoding: response.headers()['content-encoding'] ?? 'none',
      raw: body.length,
      gzip9: gzipSync(body, { level: 9 }).length,
      gzip6: gzipSync(body, { level: 6 }).length,
    });
  }
  return files;
}

/**
 * Opens `path` in a page of `context` and returns the JavaScript it loaded once its islands are
 * up: `ready` waits for what the page's islands render; the network must then be idle, so lazy
 * chunks the islands fetch are counted.
 */
async function measurePage(context, base, name, path, ready) {
  // A page of its own: no response of another page can be counted, or be gone when its body is read.
  const page = await context.newPage();
  // The map's tiles come from the internet by default: kept out, the page is measured as it is here.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || /javascript/.test(type)) scripts.push(response);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const detail = ready ? await ready(page) : {};
  await page.waitForLoadState('networkidle');
  const files = await scriptFiles(scripts);
  await page.close();
  return { name, url: `${base}${path}`, ...detail, files };
}

/** The product-actions chunk loads when the first island mounts; waits for every card's buttons. */
async function cardsReady(page) {
  const islands = await page.locator('[data-widget="product-actions"]').count();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-widget="product-actions"] > .vitrina-actions').length === count,
    islands,
    { timeout: 30_000 },
  );
  return { islands };
}

const PROFILE_PAGES = [
  ['profile', '/profile'],
  ['profile delivery', '/profile/delivery'],
  ['profile settings', '/profile/settings'],
  ['profile bonuses', '/profile/bonuses'],
  ['profile purchases', '/profile/purchases'],
];

/** Logs in with the shop's no-script form (a context of its own) and measures `pages` as that account. */
async function measureAccountPages(browser, base, email, password, pages) {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${base}/login`, { form: { email, password, next: '/' }, maxRedirects: 0 });
    if (login.status() !== 303) throw new Error(`logging in as ${email} answered ${login.status()}`);
    const measured = [];
    for (const [name, path] of pages) measured.push(await measurePage(context, base, name, path));
    return measured;
  } finally {
    await context.close();
  }
}

/**
 * Starts the example shop on a fresh temporary database and sums the JavaScript its pages load:
 * the main page, the first category page (the page the script tag's budget is held to), a product
 * page, the search results and the compare page of the category's first two products, and, with a
 * product in a guest's cart, the cart and checkout pages, then the order result page, and the store
 * map; logged in as the demo customer, the profile pages, and as the corporate demo account, its
 * purchases (requests) page. Then, unless `listingRepeats` is 0, a filter of the category page, in
 * place and as a full reload (measure-listing.mjs). `widgetsBuild` is the shop's WIDGETS_BUILD: the
 * script-tag build its pages load.
 */
export async function measureShopJs({ executablePath, args, log, listingRepeats = 5, widgetsBuild = 'react' }) {
  const shop = await startExampleShop({ widgetsBuild, log });
  const { base } = shop;
  const browser = await chromium.launch({ executablePath, headless: true, args });
  try {
    const context = await browser.newContext();
    const home = await context.newPage();
    await home.goto(`${base}/`, { waitUntil: 'load' });
    const category = await home.getAttribute('a[href^="/category/"]', 'href');
    await home.goto(`${base}${category}`, { waitUntil: 'load' });
    const product = await home.getAttribute('article a[href^="/"]', 'href');
    const productId = await home.getAttribute('[data-widget="product-actions"]', 'data-product-id');
    const compared = await home.locator('[data-widget="product-actions"]').evaluateAll((islands) => islands.slice(0, 2).map((island) => island.getAttribute('data-product-id')));
    await home.close();
    if (!category || !product || !productId) throw new Error('no category, product link or product id found from /');

    const pages = [];
    pages.push(await measurePage(context, base, 'main', '/'));
    pages.push(await measurePage(context, base, 'category', category, cardsReady));
    pages.push(await measurePage(context, base, 'product', product));
    pages.push(await measurePage(context, base, 'search', '/search?q=Samsung'));
    pages.push(await measurePage(context, base, 'compare', `/compare?ids=${compared.join(',')}`));
    // The buy button without script: the product goes into this context's guest cart.
    const added = await context.request.post(`${base}/cart`, { form: { product_id: productId }, maxRedirects: 0 });
    if (added.status() !== 303) throw new Error(`adding product ${productId} to the cart answered ${added.status()}`);
    pages.push(await measurePage(context, base, 'cart', '/cart'));
    pages.push(await measurePage(context, base, 'checkout', '/checkout'));
    pages.push(await measurePage(context, base, 'order result', '/order/result?status=success'));
    pages.push(await measurePage(context, base, 'map', '/map'));
    await context.close();
    pages.push(...(await measureAccountPages(browser, base, 'customer@vitrina.example', 'customer123', PROFILE_PAGES)));
    pages.push(...(await measureAccountPages(browser, base, 'corporate@vitrina.example', 'corporate123', [['corporate purchases', '/profile/purchases']])));
    if (listingRepeats === 0) return { pages, listing: null };
    const listingContext = await browser.newContext();
    const listing = await measureListing(listingContext, base, category, listingRepeats, log);
    await listingContext.close();
    return { pages, listing };
  } finally {
    await browser.close();
    await shop.stop();
  }
}
