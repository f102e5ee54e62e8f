import type { Page } from '@playwright/test';
import { listedCards } from './support/shop-test';
import { buyableCards, buyButton, cardOf, expect, expectBarCount, expectCartCount, expectCompared, expectFavorite, favoritesToggle, inCartButton, islandsMounted, openCategory, productIdOf, test } from './support/shop-widgets';

// The example shop with the widgets bundle (real server, real database): two tabs of one browser keep the
// cart and the favourites in step.

/** A second tab of the page's browser, on the same address, its islands mounted. */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(page.url());
  await islandsMounted(other);
  return other;
}

test('two tabs of one browser: a product added to the cart in one shows in the other’s header and card, both ways', async ({ page }) => {
  await openCategory(page);
  const other = await secondTab(page);
  await expectCartCount(other, 0);

  const id = await productIdOf(buyableCards(page).first());
  await buyButton(cardOf(page, id)).click();
  await expect(inCartButton(cardOf(page, id))).toBeVisible();
  await expectCartCount(page, 1);
  await expectCartCount(other, 1);
  await expect(inCartButton(cardOf(other, id))).toBeVisible();

  const second = await productIdOf(buyableCards(other).first());
  expect(second).not.toBe(id);
  await buyButton(cardOf(other, second)).click();
  await expect(inCartButton(cardOf(other, second))).toBeVisible();
  await expectCartCount(other, 2);
  await expectCartCount(page, 2);
  await expect(inCartButton(cardOf(page, second))).toBeVisible();
});

test('two tabs of one browser: a favourite toggled in one shows in the other’s card and bottom bar, both ways', async ({ page }) => {
  await openCategory(page);
  const other = await secondTab(page);
  const id = await productIdOf(listedCards(other).nth(2));
  await favoritesToggle(cardOf(other, id)).click();
  await expectFavorite(cardOf(other, id), true);
  await expectFavorite(cardOf(page, id), true);
  await expectBarCount(page, 'favorites', 1);
  await expectCompared(cardOf(page, id), false);

  // Right away, the first tab takes it out again: the second tab follows.
  await favoritesToggle(cardOf(page, id)).click();
  await expectFavorite(cardOf(page, id), false);
  await expectBarCount(page, 'favorites', 0);
  await expectFavorite(cardOf(other, id), false);
  await expectBarCount(other, 'favorites', 0);
});
