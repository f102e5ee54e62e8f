import type { Page } from '@playwright/test';
import { eventsNamed, recordDataLayer } from './support/shop-data-layer';
import { withShopDatabase } from './support/shop-database';
import { categoryMenu } from './support/shop-test';
import { buyableCards, buyButton, cardOf, expect, inCartButton, islandsMounted, productIdOf, test } from './support/shop-widgets';

// GA4 from the example shop's product cards (docs/analytics.md#events): the page's dataLayer receives select_item
// when a card's link is followed and add_to_cart when a card's product is bought, with the card's
// position and its list's name, page, filters and sorting.

async function firstCategory(page: Page): Promise<string> {
  await page.goto('/');
  const href = await categoryMenu(page).getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/category\/[a-z0-9-]+$/);
  return href ?? '';
}

test('buying from page 2 of a category sorted by price sends add_to_cart with the card’s position and the list’s page and sorting', async ({ page }) => {
  const entries = await recordDataLayer(page);
  const category = await firstCategory(page);
  await page.goto(`${category}?sort=price_desc&page=2`);
  await islandsMounted(page);
  const buyable = await buyableCards(page).evaluateAll((cards) =>
    cards.map((card) => Number(card.querySelector('[data-widget="product-actions"]')?.getAttribute('data-product-id'))),
  );
  // Not one whose gifts have run out: the shop asks the shopper first.
  const id = withShopDatabase((db) => {
    const withoutGift = db.prepare('SELECT 1 AS yes FROM product_gifts WHERE product_id = ? AND stock = 0');
    return buyable.find((product) => withoutGift.get(product) === undefined);
  });
  expect(id, 'a buyable card on the page').toBeDefined();
  const card = cardOf(page, id ?? 0);
  const index = await page.getByRole('article').evaluateAll(
    (articles, wanted) => articles.findIndex((article) => article.querySelector(`[data-product-id="${wanted}"]`) !== null),
    id,
  );

  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expect.poll(() => eventsNamed(entries, 'add_to_cart').length).toBe(1);

  const [added] = eventsNamed(entries, 'add_to_cart');
  expect(added?.ecommerce).toMatchObject({
    currency: 'UAH',
    item_list_name: category.slice('/category/'.length),
    page: 2,
    sort_by: 'price',
    sort_direction: 'desc',
    items: [expect.objectContaining({ item_id: String(id), quantity: 1, index })],
  });
  expect(added?.ecommerce).not.toHaveProperty('filter_names');
});

test('following a card’s title to its product sends select_item before the product page opens', async ({ page }) => {
  const entries = await recordDataLayer(page);
  const category = await firstCategory(page);
  await page.goto(category);
  await islandsMounted(page);
  const card = page.getByRole('article').nth(1);
  const id = await productIdOf(card);
  const title = card.getByRole('heading', { level: 3 }).getByRole('link');
  const href = await title.getAttribute('href');

  await title.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const selected = eventsNamed(entries, 'select_item');
  expect(selected).toHaveLength(1);
  expect(selected[0]?.page).toBe(category);
  expect(selected[0]?.ecommerce).toMatchObject({
    item_list_name: category.slice('/category/'.length),
    items: [expect.objectContaining({ item_id: String(id), index: 1, quantity: 1 })],
  });
});

test('a card’s link opened in a new tab sends select_item and leaves this page where it is', async ({ page }) => {
  const entries = await recordDataLayer(page);
  const category = await firstCategory(page);
  await page.goto(category);
  await islandsMounted(page);
  const card = page.getByRole('article').first();
  const id = await productIdOf(card);

  const opened = page.context().waitForEvent('page');
  await card.getByRole('heading', { level: 3 }).getByRole('link').click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();

  await expect.poll(() => eventsNamed(entries, 'select_item').length).toBe(1);
  expect(eventsNamed(entries, 'select_item')[0]?.ecommerce).toMatchObject({ items: [expect.objectContaining({ item_id: String(id), index: 0 })] });
  expect(new URL(page.url()).pathname).toBe(category);
});
