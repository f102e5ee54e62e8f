import type { Locator, Page } from '@playwright/test';
import { eventsNamed, recordDataLayer } from './support/shop-data-layer';
import { withShopDatabase } from './support/shop-database';
import { dialogTexts, logInThroughDialog, modal } from './support/shop-dialogs';
import { demoAccounts, logInThroughApi } from './support/shop-accounts';
import { expectNoAxeViolations, listedCards } from './support/shop-test';
import { buyButton, buyableCards, cardOf, compareToggle, expect, inCartButton, islandsMounted, test } from './support/shop-widgets';

// The category listing in place against the shop and its database: the product-list island fetches
// the page at the new address and brings its listing over; the address, Back and Forward, the
// counts, the focus and the cards' islands follow. Without script the same forms and links work.

const CATEGORY = '/category/smartphones';

/** How many of the category's products (corporate ones aside) have `brand`, or all of them. */
function productsOf(brand?: string): number {
  return withShopDatabase(
    (db) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id
             WHERE c.slug = 'smartphones' AND p.is_corporate = 0 AND (? IS NULL OR p.brand = ?)`,
          )
          .get(brand ?? null, brand ?? null) as { n: number }
      ).n,
  );
}

/** The first brand the filters show unfolded. */
async function firstBrand(page: Page): Promise<string> {
  const value = await page.locator('[data-listing-part="filters"] input[name="brand"]').first().getAttribute('value');
  expect(value, 'the filters offer a brand').toBeTruthy();
  return value ?? '';
}

const countText = (count: number) => new RegExp(`^${count} товар`);
const status = (page: Page): Locator => page.locator('#result-count');
const results = (page: Page): Locator => page.locator('[data-listing-part="results"]');
const titles = (page: Page): Promise<string[]> => listedCards(page).locator('h3').allInnerTexts();
const brandBox = (page: Page, brand: string): Locator => page.locator('[data-listing-part="filters"]').getByRole('checkbox', { name: new RegExp(`^${brand} \\(`) });
const sortLink = (page: Page, name: string): Locator => page.locator('[data-listing-part="sorting"]').getByRole('link', { name, exact: true });
const pageLink = (page: Page, number: number): Locator => page.getByRole('navigation', { name: 'Сторінки' }).getByRole('link', { name: `Сторінка ${number}`, exact: true });

/** Opens the category with the widgets and waits for its cards' islands and the listing island. */
async function openListing(page: Page, path = CATEGORY): Promise<void> {
  await page.goto(path);
  await islandsMounted(page);
  await page.waitForFunction(() => (history.state as { vitrinaListing?: number } | null)?.vitrinaListing === 1);
  await page.evaluate(() => ((window as unknown as { listingMarker: string }).listingMarker = 'kept'));
}

/** The page was never left: one navigation entry, and what the test put on window is still there. */
async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { listingMarker?: string }).listingMarker)).toBe('kept');
}

const prices = (page: Page): Promise<number[]> =>
  listedCards(page)
    .locator('.price-current')
    .allInnerTexts()
    .then((texts) => texts.map((text) => Number(text.replace(/\D/g, ''))));

test('a sorting, a page and a filter change the list in place, and Back shows each list it left, without a reload', async ({ page }) => {
  const total = productsOf();
  await openListing(page);
  const first = await titles(page);
  await expect(status(page)).toHaveText(countText(total));

  await sortLink(page, 'Від дешевших').click();
  await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc`);
  await expect(results(page)).toBeFocused();
  await expect(sortLink(page, 'Від дешевших')).toHaveAttribute('aria-current', 'true');
  const ascending = await prices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  const sorted = await titles(page);
  expect(sorted).not.toEqual(first);

  await pageLink(page, 2).click();
  await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc&page=2`);
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(results(page)).toBeFocused();
  await expect.poll(() => titles(page)).not.toEqual(sorted);
  const second = await titles(page);
  expect(second.filter((title) => sorted.includes(title))).toEqual([]);
  expect(Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(Math.max(...ascending));
  await expect(compareToggle(listedCards(page).first())).toBeVisible();

  const brand = await firstBrand(page);
  await brandBox(page, brand).check();
  await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc&brand=${encodeURIComponent(brand)}`);
  await expect(status(page)).toHaveText(countText(productsOf(brand)));
  await expect(listedCards(page).locator('.card-brand')).toHaveText(Array.from({ length: Math.min(24, productsOf(brand)) }, () => brand));
  await expect(brandBox(page, brand)).toBeFocused();
  const filtered = await titles(page);

  await page.goBack();
  await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc&page=2`);
  await expect.poll(() => titles(page)).toEqual(second);
  await expect(brandBox(page, brand)).not.toBeChecked();
  await page.goBack();
  await expect.poll(() => titles(page)).toEqual(sorted);
  await page.goBack();
  await expect(page).toHaveURL(CATEGORY);
  await expect.poll(() => titles(page)).toEqual(first);
  await expect(status(page)).toHaveText(countText(total));
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect.poll(() => titles(page)).toEqual(filtered);
  await expect(brandBox(page, brand)).toBeChecked();

  await expectNoReload(page);
  await expectNoAxeViolations(page);
});

test('the filters’ counts follow the list, and a card of the new list buys with its place in it', async ({ page }) => {
  const entries = await recordDataLayer(page);
  await openListing(page);
  const brand = await firstBrand(page);
  const counts = () => page.locator('[data-listing-part="filters"] label').allInnerTexts();
  const before = await counts();
  await sortLink(page, 'Від дорожчих').click();
  await expect(page).toHaveURL(`${CATEGORY}?sort=price_desc`);
  await brandBox(page, brand).check();
  await expect(page).toHaveURL(`${CATEGORY}?sort=price_desc&brand=${encodeURIComponent(brand)}`);
  await expect.poll(counts).not.toEqual(before);
  const expected = withShopDatabase((db) =>
    (
      db
        .prepare(
          `SELECT pc.value_uk AS value, COUNT(DISTINCT p.id) AS n FROM products p JOIN categories c ON c.id = p.category_id
           JOIN product_characteristics pc ON pc.product_id = p.id
           WHERE c.slug = 'smartphones' AND p.is_corporate = 0 AND p.brand = ? AND pc.name_uk = 'Оперативна пам''ять' GROUP BY pc.value_uk`,
        )
        .all(brand) as { value: string; n: number }[]
    ).map(({ value, n }) => `${value} (${n})`),
  );
  const shown = await counts();
  for (const line of expected) expect(shown).toContain(line);

  const id = Number(await buyableCards(page).first().locator('[data-widget="product-actions"]').getAttribute('data-product-id'));
  const card = cardOf(page, id);
  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expect.poll(() => eventsNamed(entries, 'add_to_cart').length).toBe(1);
  expect(eventsNamed(entries, 'add_to_cart')[0]?.ecommerce).toMatchObject({
    item_list_name: 'smartphones',
    page: 1,
    sort_by: 'price',
    sort_direction: 'desc',
    filter_names: expect.stringContaining('brand'),
  });
  await expectNoReload(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sorting panel closes once its choice has changed the list, the filters panel once applied', async ({ page }) => {
    await openListing(page);
    const sorting = page.locator('#sorting');
    await page.getByRole('link', { name: 'Сортування', exact: true }).click();
    await expect(sorting).toBeVisible();
    await sortLink(page, 'Від дешевших').click();
    await expect(sorting).toBeHidden();
    await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc#content`);
    const ascending = await prices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    const filters = page.locator('#filters');
    await page.getByRole('link', { name: 'Фільтри', exact: true }).click();
    await expect(filters).toBeVisible();
    const brand = await firstBrand(page);
    await brandBox(page, brand).check();
    await expect(status(page)).toHaveText(countText(productsOf(brand)));
    await expect(filters).toBeVisible();
    await filters.getByRole('button', { name: 'Застосувати', exact: true }).click();
    await expect(filters).toBeHidden();
    await expect(listedCards(page).first().locator('.card-brand')).toHaveText(brand);
    await expectNoReload(page);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters form, the sorting and the page links still open their pages', async ({ page }) => {
    await page.goto(CATEGORY);
    await sortLink(page, 'Від дешевших').click();
    await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc`);
    await expect(sortLink(page, 'Від дешевших')).toHaveAttribute('aria-current', 'true');
    await pageLink(page, 2).click();
    await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc&page=2`);
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    const brand = await firstBrand(page);
    await brandBox(page, brand).check();
    await page.getByRole('button', { name: 'Застосувати', exact: true }).click();
    // The browser's own GET form: every field, the empty price range too, and the first page.
    await expect(page).toHaveURL(`${CATEGORY}?sort=price_asc&price_min=&price_max=&brand=${encodeURIComponent(brand)}`);
    await expect(status(page)).toHaveText(countText(productsOf(brand)));
    await expect(brandBox(page, brand)).toBeChecked();
  });
});

test.describe('extended filters', () => {
  const extended = (page: Page): Locator => page.locator('details.extended-filters');

  test('a guest who opens them is told to log in or register; logging in through the dialog brings them in place', async ({ page }) => {
    await openListing(page);
    await extended(page).locator(':scope > summary').click();
    await expect(extended(page)).toContainText('У вас немає прав на розширені фільтри. Увійдіть або зареєструйтеся');
    await expect(extended(page).getByRole('link', { name: 'Зареєструватися' })).toHaveAttribute('href', `/registration?next=${encodeURIComponent(CATEGORY)}`);
    await extended(page).getByRole('link', { name: 'Увійти', exact: true }).click();
    const dialog = modal(page, dialogTexts.login.title);
    await expect(dialog).toBeVisible();
    await logInThroughDialog(dialog, demoAccounts.customer);
    await expect(dialog).toBeHidden();
    await expect(extended(page).getByRole('group', { name: 'Кількість SIM-карт' }).getByRole('checkbox').first()).toBeVisible();
    await expect(extended(page).getByText('У вас немає прав')).toHaveCount(0);
    await expectNoReload(page);
  });

  test('a user whose account has them filters by them in place', async ({ page, baseURL }) => {
    await logInThroughApi(page, baseURL, demoAccounts.customer);
    await openListing(page);
    await expect(extended(page).getByText('У вас немає прав')).toHaveCount(0);
    await extended(page).locator(':scope > summary').click();
    const sims = extended(page).getByRole('group', { name: 'Кількість SIM-карт' }).getByRole('checkbox').first();
    const value = (await sims.getAttribute('value')) ?? '';
    const count = withShopDatabase(
      (db) =>
        (
          db
            .prepare(
              `SELECT COUNT(DISTINCT p.id) AS n FROM products p JOIN categories c ON c.id = p.category_id JOIN product_characteristics pc ON pc.product_id = p.id
               WHERE c.slug = 'smartphones' AND p.is_corporate = 0 AND pc.name_uk = 'Кількість SIM-карт' AND pc.value_uk = ?`,
            )
            .get(value) as { n: number }
        ).n,
    );
    await sims.check();
    await expect(page).toHaveURL(`${CATEGORY}?${new URLSearchParams({ 'f.Кількість SIM-карт': value })}`);
    await expect(status(page)).toHaveText(countText(count));
    await expect(sims).toBeFocused();
    await expectNoReload(page);
  });
});
