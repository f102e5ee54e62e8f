import type { Page } from '@playwright/test';
import { followLink } from './support/shop-test';
import { buyableCards, buyButton, cardOf, expect, expectCartCount, heading, inCartButton, openCategory, productIdOf, test } from './support/shop-widgets';

// The example shop with the widgets bundle (real server, real database): buying from a product card,
// the header's cart counter, the flight to the cart link and the keyboard.

test('a guest buys from a category page: "У кошику", the header’s counter at 1, and the in-cart button opens the cart', async ({ page }) => {
  await openCategory(page);
  await expectCartCount(page, 0);
  const first = buyableCards(page).first();
  const id = await productIdOf(first);
  const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
  const card = cardOf(page, id);

  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expect(buyButton(card)).toHaveCount(0);
  await expectCartCount(page, 1);
  // Only that card changed.
  const neighbour = buyableCards(page).first();
  expect(await productIdOf(neighbour)).not.toBe(id);
  await expect(buyButton(neighbour)).toBeEnabled();

  // A product already in the cart is not added again: its button leads to the cart.
  await followLink(page, inCartButton(card));
  expect(new URL(page.url()).pathname).toBe('/cart');
  await expect(heading(page)).toHaveText('Кошик');
  // The cart island's line of the product: its title links to the product page.
  const line = page.locator('.vitrina-cart-line').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('textbox', { name: 'Кількість' })).toHaveValue('1');
  await expectCartCount(page, 1);
});

/** Records the add-to-cart flights (`.vitrina-fly-to-cart`) the page shows: when each appeared and left, in ms. */
async function recordFlights(page: Page): Promise<() => Promise<{ src: string | null; shownMs: number | null }[]>> {
  await page.evaluate(() => {
    const flights: { src: string | null; added: number; removed: number | null; node: Node }[] = [];
    (window as unknown as { flights: typeof flights }).flights = flights;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.classList.contains('vitrina-fly-to-cart')) {
            flights.push({ src: node.getAttribute('src'), added: performance.now(), removed: null, node });
          }
        }
        for (const node of record.removedNodes) {
          const flight = flights.find((one) => one.node === node);
          if (flight) flight.removed = performance.now();
        }
      }
    }).observe(document.body, { childList: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { flights: { src: string | null; added: number; removed: number | null }[] }).flights.map((flight) => ({
        src: flight.src,
        shownMs: flight.removed === null ? null : flight.removed - flight.added,
      })),
    );
}

test('buying flies the card’s image to the header’s cart link for 300 ms; with reduced motion nothing flies', async ({ page }) => {
  await openCategory(page);
  const flights = await recordFlights(page);
  const [first, second] = await buyableCards(page).evaluateAll((cards) =>
    cards.slice(0, 2).map((card) => Number(card.querySelector('[data-widget="product-actions"]')?.getAttribute('data-product-id'))),
  );
  const card = cardOf(page, first ?? 0);
  const image = await card.locator('img').first().evaluate((img: HTMLImageElement) => img.currentSrc || img.src);

  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expect.poll(async () => (await flights()).map((flight) => flight.shownMs !== null)).toEqual([true]);
  const [flight] = await flights();
  expect(flight?.src).toBe(image);
  // 300 ms of animation, give or take a frame and the browser's timers.
  expect(flight?.shownMs).toBeGreaterThanOrEqual(250);
  expect(flight?.shownMs).toBeLessThan(1_000);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const other = cardOf(page, second ?? 0);
  await buyButton(other).click();
  await expect(inCartButton(other)).toBeVisible();
  await page.waitForTimeout(400);
  expect(await flights()).toHaveLength(1);
});

test('a keyboard user buys with Enter and keeps the focus on the button through "Додаємо…" to "У кошику"', async ({ page }) => {
  await openCategory(page);
  const card = cardOf(page, await productIdOf(buyableCards(page).first()));
  await buyButton(card).focus();
  await page.keyboard.press('Enter');
  await expect(inCartButton(card)).toBeVisible();
  await expect(inCartButton(card)).toBeFocused();
  await expectCartCount(page, 1);
});
