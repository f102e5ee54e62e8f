import type { Locator, Page } from '@playwright/test';
import { seededPaymentLink } from './support/shop-database';
import { categoryMenu, followLink, listedCards, MAP_TILES, type PageWatch } from './support/shop-test';
import { expectEnforcingShopPage, watchTrustedTypes, type TrustedTypesWatch } from './support/trusted-types-watch';
import {
  barLink,
  buyButton,
  buyableCards,
  cardOf,
  compareToggle,
  expect,
  expectCartCount,
  expectCompared,
  expectFavorite,
  favoritesToggle,
  inCartButton,
  islandsMounted,
  productIdOf,
  test,
} from './support/shop-widgets';

// The shop enforces Trusted Types (require-trusted-types-for 'script', only the widgets' policies
// allowed): every page type with the one widgets bundle every page loads, and its islands used with
// script, report no Content-Security-Policy violation and create no other policy. The dialogs and
// the profile's pages: shop-trusted-types-dialogs.spec.ts; the sign-in provider's script:
// shop-journeys-social-trusted-types.spec.ts.

/** Opens `path`, checks the page enforces Trusted Types with the widgets bundle, and waits for `ready`. */
async function open(page: Page, watch: TrustedTypesWatch, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  const response = await page.goto(path);
  await expectEnforcingShopPage(page, response);
  await ready(page);
  await watch.expectClean(`opening ${path}`);
}

/**
 * Ready once the header's user menu has mounted (every page has it) and, for `widget`, that island
 * shows the widget's own markup (the server writes no `vitrina-` class), its chunk's requests done.
 */
const mounted = (widget?: string) => async (page: Page) => {
  await expect(page.locator('.vitrina-user-menu__button, .vitrina-user-menu__login').first()).toBeVisible();
  if (widget) await expect(page.locator(`[data-widget="${widget}"] [class*="vitrina-"]`).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
};

/** The map page's tiles are aborted (no network here), each a failure the page watch expects. */
async function blockTiles(page: Page, pageWatch: PageWatch): Promise<void> {
  await page.route(MAP_TILES, (route) => {
    pageWatch.expectNetworkFailure(new URL(route.request().url()).pathname);
    return route.abort();
  });
}

test('the watch sees what an enforcing page refuses: a string parsed with DOMParser, a policy the shop does not name', async ({ browser, baseURL }) => {
  // A context of its own: the browser logs both refusals as console errors, which the page watch would count.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const watch = await watchTrustedTypes(page);
  await open(page, watch, '/', islandsMounted);
  const refused = await page.evaluate(() => {
    const errors: string[] = [];
    try {
      new DOMParser().parseFromString('<b>x</b>', 'text/html');
    } catch (error) {
      errors.push((error as Error).name);
    }
    try {
      (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy('not-the-widgets', {});
    } catch (error) {
      errors.push((error as Error).name);
    }
    return errors;
  });
  expect(refused).toEqual(['TypeError', 'TypeError']);
  await expect.poll(() => watch.violations.map((violation) => violation.directive)).toEqual(['require-trusted-types-for', 'trusted-types']);
  expect(watch.policies).toEqual(['not-the-widgets']);
  await context.close();
});

test('every page type a guest opens runs its islands without a violation', async ({ page, pageWatch }) => {
  test.setTimeout(120_000);
  const watch = await watchTrustedTypes(page);
  await open(page, watch, '/', mounted());
  const category = (await categoryMenu(page).getByRole('link').first().getAttribute('href')) ?? '';
  await open(page, watch, category, islandsMounted);
  const ids = await Promise.all((await listedCards(page).all()).slice(0, 2).map((card) => productIdOf(card)));
  const product = (await listedCards(page).first().getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? '';
  const brand = (await listedCards(page).first().locator('.card-brand').innerText()).trim();
  await open(page, watch, product, mounted('product-actions'));
  await open(page, watch, `/search?q=${encodeURIComponent(brand)}`, islandsMounted);
  await open(page, watch, `/compare?ids=${ids.join(',')}`, mounted('compare-table'));
  await open(page, watch, '/favorites', mounted());
  await open(page, watch, '/cart', mounted());
  await open(page, watch, '/checkout', mounted());
  await open(page, watch, '/order/result?status=success', mounted());
  await open(page, watch, `/order/pay/${seededPaymentLink().token}`, mounted('order-payment'));
  await blockTiles(page, pageWatch);
  await open(page, watch, '/map', async () => void (await expect(page.locator('.store-map-canvas[data-map-ready]')).toBeVisible()));
  await open(page, watch, '/login', mounted('login-form'));
  await open(page, watch, '/registration', mounted('registration-form'));
  await open(page, watch, '/recovery', mounted('recovery-form'));
  await open(page, watch, '/advantages', mounted());
  pageWatch.expectErrorStatus('/no-such-page', 404);
  const missing = await page.goto('/no-such-page');
  await expectEnforcingShopPage(page, missing, { bundle: false });
  await watch.expectClean('the 404 page');
});

/** A slider's own live region: what the shopper's last move took it to. */
const said = (slider: Locator) => slider.locator('[data-widget$="-slider"]').getByRole('status');

test('the main page’s sliders move by their buttons and the arrow keys and say so, without a violation', async ({ page }) => {
  const watch = await watchTrustedTypes(page);
  await open(page, watch, '/', async () => void (await expect(page.locator('section.banner-slider')).toHaveClass(/swiper-initialized/)));
  const banners = page.locator('section.banner-slider');
  const active = () => banners.locator('.swiper-slide-active').getAttribute('aria-label');
  const first = await active();
  await banners.getByRole('button', { name: 'Зупинити автопрокручування' }).click();
  await banners.getByRole('button', { name: 'Наступний слайд' }).click();
  await expect(said(banners)).toHaveText('Наступний слайд');
  await expect.poll(active).not.toBe(first);
  await banners.getByRole('button', { name: 'Попередній слайд' }).click();
  await expect(said(banners)).toHaveText('Попередній слайд');
  await page.keyboard.press('ArrowRight');
  await expect(said(banners)).toHaveText('Наступний слайд');
  await expect(page.locator('.swiper-notification')).toHaveCount(0);
  await watch.expectClean('the banner slider');

  const topSales = page.locator('section.top-sales');
  await expect(topSales).toHaveClass(/swiper-initialized/);
  const next = topSales.getByRole('button', { name: 'Наступний слайд' });
  if ((await next.count()) > 0) {
    await next.click();
    await expect(said(topSales)).toHaveText('Наступний слайд');
  }
  await watch.expectClean('the top sales');
});

test('a category’s cards buy and toggle, and its filters, sorting and pages change the listing in place, without a violation', async ({ page }) => {
  test.setTimeout(90_000);
  const watch = await watchTrustedTypes(page);
  await page.goto('/');
  const category = (await categoryMenu(page).getByRole('link').first().getAttribute('href')) ?? '';
  await open(page, watch, category, async () => {
    await islandsMounted(page);
    await page.waitForFunction(() => (history.state as { vitrinaListing?: number } | null)?.vitrinaListing === 1);
  });
  const card = cardOf(page, await productIdOf(buyableCards(page).first()));
  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
  await favoritesToggle(card).click();
  await expectFavorite(card, true);
  await compareToggle(card).click();
  await expectCompared(card, true);
  await watch.expectClean('buying and toggling a card');

  // In place: the page at the new address fetched as a document the browser parses.
  const titles = () => listedCards(page).locator('h3').allInnerTexts();
  const before = await titles();
  await page.locator('[data-listing-part="sorting"]').getByRole('link', { name: 'Від дешевших', exact: true }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(titles).not.toEqual(before);
  const sorted = await titles();
  await page.getByRole('navigation', { name: 'Сторінки' }).getByRole('link', { name: 'Сторінка 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(titles).not.toEqual(sorted);
  const brand = page.locator('[data-listing-part="filters"] input[name="brand"]').first();
  await brand.check();
  await expect(page).toHaveURL(/brand=/);
  await expect(compareToggle(listedCards(page).first())).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'never left the page').toBe(1);
  await watch.expectClean('the listing changed in place');

  await followLink(page, barLink(page, 'favorites'));
  await expect(listedCards(page).first()).toBeVisible();
  await expectFavorite(listedCards(page).first(), true);
  await watch.expectClean('the favourites page with a favourite');
});

test('the search modal, the cart with its promo code and services, the checkout and the map run without a violation', async ({ page, pageWatch }) => {
  test.setTimeout(90_000);
  const watch = await watchTrustedTypes(page);
  await open(page, watch, '/', islandsMounted);
  const opener = page.getByRole('link', { name: 'Відкрити пошук' });
  await opener.click();
  const search = page.getByRole('dialog', { name: 'Пошук', exact: true });
  await search.getByRole('combobox', { name: 'Пошук товарів' }).fill('Sams');
  await expect(search.getByRole('listbox').first()).toBeVisible();
  await watch.expectClean('the search modal');
  await page.keyboard.press('Escape');

  await page.goto((await categoryMenu(page).getByRole('link').first().getAttribute('href')) ?? '');
  await islandsMounted(page);
  await buyButton(cardOf(page, await productIdOf(buyableCards(page).first()))).click();
  await expectCartCount(page, 1);
  await open(page, watch, '/cart', mounted('cart'));
  const field = page.getByRole('textbox', { name: 'Промокод' });
  await field.fill('ABC');
  await field.press('Enter');
  await expect(page.getByText('Промокод має містити щонайменше 4 символи')).toBeVisible();
  const service = page.locator('[data-widget="cart"]').getByRole('checkbox').first();
  if ((await service.count()) > 0) await service.check();
  await watch.expectClean('the cart page');

  await open(page, watch, '/checkout', mounted('checkout'));
  await page.locator('[data-widget="checkout"]').getByRole('textbox').first().fill('Тарас');
  await watch.expectClean('the checkout');

  await blockTiles(page, pageWatch);
  await open(page, watch, '/map', async () => void (await expect(page.locator('.store-map-canvas[data-map-ready]')).toBeVisible()));
  await page.locator('.store-map-list').getByRole('button').first().click();
  await expect(page.locator('.leaflet-popup-content')).toBeVisible();
  await page.locator('.leaflet-marker-icon').nth(3).click();
  await page.getByRole('button', { name: 'Наблизити' }).click();
  await watch.expectClean('choosing stores on the map');
});
