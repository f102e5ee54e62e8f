import type { Locator, Page } from '@playwright/test';
import { withShopDatabase } from './support/shop-database';
import { expectNoAxeViolations } from './support/shop-test';
import { buyButton, compareToggle, expect, expectCartCount, inCartButton, test } from './support/shop-widgets';

// The main page's sliders (banner-slider, top-sales-slider) in the example shop: Swiper over the
// server's strips, autoplay and what stops it, the copies of the top sales' cards the loop needs.

/** Autoplay every 3000 ms and a 600 ms move (MAIN_SLIDER); a slide that has not changed after this did not move by itself. */
const AUTOPLAY_WINDOW_MS = 3000 + 600 + 900;

const banners = (page: Page): Locator => page.locator('section.banner-slider');
const topSales = (page: Page): Locator => page.locator('section.top-sales');
const activeBanner = (page: Page): Promise<string | null> => banners(page).locator('.swiper-slide-active').getAttribute('aria-label');

async function openMainPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(banners(page)).toHaveClass(/swiper-initialized/);
}

test.describe('the banner slider', () => {
  test('moves on by itself, stops while the keyboard focus is inside or when paused, and plays again', async ({ page }) => {
    await openMainPage(page);
    const slider = banners(page);
    const pause = slider.getByRole('button', { name: 'Зупинити автопрокручування' });
    await expect(pause).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Попередній слайд' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Наступний слайд' })).toBeVisible();
    // The picture sources as the server rendered them.
    await expect(slider.locator('picture source[media="(min-width: 1024px)"]').first()).toHaveAttribute('srcset', /\/images\/banner-desktop\//);
    await expect(slider.locator('picture source[media="(min-width: 768px)"]').first()).toHaveAttribute('srcset', /\/images\/banner-tablet\//);

    const first = await activeBanner(page);
    expect(first).toMatch(/^Слайд \d+ з \d+$/);
    await expect.poll(() => activeBanner(page), { timeout: AUTOPLAY_WINDOW_MS }).not.toBe(first);

    // Keyboard focus inside (Tab from the pause button onto "previous"): it stays where it is.
    await pause.focus();
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Попередній слайд' })).toBeFocused();
    const focused = await activeBanner(page);
    await page.waitForTimeout(AUTOPLAY_WINDOW_MS);
    expect(await activeBanner(page)).toBe(focused);

    // The arrow keys move it while the focus is inside.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeBanner(page)).not.toBe(focused);

    // Paused by the button: still, whatever the focus does; "play" makes it move again.
    await pause.click();
    await page.mouse.move(1, 1);
    const play = slider.getByRole('button', { name: 'Увімкнути автопрокручування' });
    await expect(play).toBeFocused();
    await page.locator('h1').evaluate((heading) => heading.closest('main')?.focus());
    const paused = await activeBanner(page);
    await page.waitForTimeout(AUTOPLAY_WINDOW_MS);
    expect(await activeBanner(page)).toBe(paused);
    await play.click();
    // The pointer leaves the slider (over it, the slider stands still) and so does the focus.
    await page.mouse.move(1, 1);
    await page.locator('main').focus();
    await expect.poll(() => activeBanner(page), { timeout: AUTOPLAY_WINDOW_MS }).not.toBe(paused);
  });

  test('never moves by itself under prefers-reduced-motion, and has no pause button then', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openMainPage(page);
    const slider = banners(page);
    await expect(slider.getByRole('button', { name: 'Наступний слайд' })).toBeVisible();
    await expect(slider.getByRole('button', { name: /автопрокручування/ })).toHaveCount(0);
    const first = await activeBanner(page);
    await page.waitForTimeout(AUTOPLAY_WINDOW_MS);
    expect(await activeBanner(page)).toBe(first);
    // The shopper still moves it.
    await slider.getByRole('button', { name: 'Наступний слайд' }).click();
    await expect.poll(() => activeBanner(page)).not.toBe(first);
  });

  test('speaks Russian on the Russian page, and the page stays axe-clean with the sliders on', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openMainPage(page, '/?lang=ru');
    await expect(banners(page).getByRole('button', { name: 'Следующий слайд' })).toBeVisible();
    await expect(banners(page).getByRole('button', { name: 'Предыдущий слайд' })).toBeVisible();
    await expect(topSales(page)).toHaveClass(/swiper-initialized/);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openMainPage(page, '/?lang=ru');
    await expect(banners(page).getByRole('button', { name: 'Остановить автопрокрутку' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** Leaves only the `keep` most popular top products marked top; returns a function that marks the others again. */
function keepTopProducts(keep: number): () => void {
  return withShopDatabase((db) => {
    const { ids } = db.prepare(`SELECT COALESCE(json_group_array(id), '[]') AS ids FROM (SELECT id FROM products WHERE is_top = 1 AND is_corporate = 0 ORDER BY popularity DESC, id LIMIT -1 OFFSET ?)`).get(keep) as { ids: string };
    const unmarked = JSON.parse(ids) as number[];
    for (const id of unmarked) db.prepare('UPDATE products SET is_top = 0 WHERE id = ?').run(id);
    return () => withShopDatabase((again) => unmarked.forEach((id) => again.prepare('UPDATE products SET is_top = 1 WHERE id = ?').run(id)));
  });
}

test.describe('the top-sales slider', () => {
  test('a card in a copy the loop needs buys: the cart counter goes up, and the card and its copy both show it in the cart', async ({ page }) => {
    // 7 cards: the loop needs 12 slides, so each card gets one copy.
    const restore = keepTopProducts(7);
    try {
      await openMainPage(page);
    } finally {
      restore();
    }
    const slider = topSales(page);
    await expect(slider).toHaveClass(/swiper-initialized/);
    await expect(slider.locator(':scope > ul > li')).toHaveCount(14);
    const copies = slider.locator(':scope > ul > li[data-slider-copy]');
    await expect(copies).toHaveCount(7);
    // Every card, copies too, has the widget's buttons.
    await expect(slider.getByRole('button', { name: 'Купити', exact: true })).toHaveCount(14);
    await expectCartCount(page, 0);

    // A product without a gift: other tests may have taken a gift's last units, and its add would be refused (409).
    const copied = await copies.locator('[data-widget="product-actions"]').evaluateAll((islands) => islands.map((island) => Number(island.getAttribute('data-product-id'))));
    const giftsOf = (id: number) => withShopDatabase((db) => (db.prepare('SELECT COUNT(*) AS gifts FROM product_gifts WHERE product_id = ?').get(id) as { gifts: number }).gifts);
    const productId = copied.find((id) => giftsOf(id) === 0);
    expect(productId, 'a copied top product that comes without a gift').toBeDefined();
    // The slider moves its slides around as it loops: the copy is found by its product, not its place.
    const copy = slider.locator(`:scope > ul > li[data-slider-copy]:has([data-widget="product-actions"][data-product-id="${productId}"])`);
    // The keyboard reaches the copy's buy button (the slider moves to it) and presses it.
    // The copy's own island has mounted (without it, buy would post the copied no-script form).
    await expect(compareToggle(copy)).toBeVisible();
    await buyButton(copy).focus();
    // The slider moves to the focused slide and, looping, moves slides within its list: the focus stays.
    await page.waitForTimeout(1000);
    await expect(buyButton(copy)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectCartCount(page, 1);
    await expect(inCartButton(copy)).toBeVisible();
    const original = slider.locator(`:scope > ul > li:not([data-slider-copy]):has([data-widget="product-actions"][data-product-id="${productId}"])`);
    await expect(inCartButton(original)).toHaveCount(1);
  });

  test('without script the server’s strips stay: the banners scroll sideways and the cards keep their buy forms', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const track = banners(page).locator('ul.banner-track');
    const scrolls = await track.evaluate((list) => list.scrollWidth > list.clientWidth && getComputedStyle(list).overflowX === 'auto');
    expect(scrolls).toBe(true);
    await expect(banners(page).getByRole('button')).toHaveCount(0);
    const cards = topSales(page).locator(':scope > ul > li');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(topSales(page).locator('form[action="/cart"]')).toHaveCount(await cards.count());
    await context.close();
  });
});
