import type { Locator, Page } from '@playwright/test';
import { demoAccounts, logInThroughApi } from './support/shop-accounts';
import { withShopDatabase } from './support/shop-database';
import { expectNoAxeViolations, listedCards } from './support/shop-test';
import { barLink, cardOf, compareToggle, expect, expectBarCount, expectCompared, heading, openCategory, productIdOf, test } from './support/shop-widgets';

// The compare page with the widgets bundle against the real shop and database: the compare-table
// island over the shop's compare endpoint, the address's `ids`, a guest's list from the browser.

interface Compared {
  readonly categoryId: number;
  readonly ids: number[];
}

/**
 * The first `count` (at most 3) products of the `index`-th category that has 3 products with
 * characteristics. Tests only read the compare list of a guest, which lives in their own browser,
 * so they may compare the same products.
 */
function productsOfOneCategory(count: number, index: number): Compared {
  return withShopDatabase((db) => {
    const row = db
      .prepare(
        `SELECT p.category_id AS categoryId, GROUP_CONCAT(p.id) AS ids FROM products p
         WHERE p.is_corporate = 0 AND EXISTS (SELECT 1 FROM product_characteristics c WHERE c.product_id = p.id)
           AND p.id IN (SELECT q.id FROM products q WHERE q.category_id = p.category_id AND q.is_corporate = 0
                        AND EXISTS (SELECT 1 FROM product_characteristics c WHERE c.product_id = q.id) ORDER BY q.id LIMIT 3)
         GROUP BY p.category_id HAVING COUNT(*) >= 3 ORDER BY p.category_id LIMIT 1 OFFSET ?`,
      )
      .get(index) as { categoryId: number; ids: string } | undefined;
    expect(row, `category number ${index} with 3 products to compare`).toBeTruthy();
    const ids = (row?.ids ?? '').split(',').map(Number).sort((a, b) => a - b);
    return { categoryId: row?.categoryId ?? 0, ids: ids.slice(0, count) };
  });
}

const titleOf = (id: number): string =>
  withShopDatabase((db) => (db.prepare('SELECT title_uk AS title FROM products WHERE id = ?').get(id) as { title: string }).title);

const island = (page: Page): Locator => page.locator('[data-widget="compare-table"]');
const compareTable = (page: Page): Locator => island(page).getByRole('table');
const tabs = (page: Page): Locator => island(page).getByRole('tab');
const removeButton = (page: Page, id: number): Locator => island(page).locator(`button[data-remove="${id}"]`);
const removeButtons = (page: Page): Locator => island(page).locator('button[data-remove]');
const differencesOnly = (page: Page): Locator => island(page).getByRole('switch', { name: 'Лише відмінності' });
const rows = (page: Page): Locator => compareTable(page).locator('tbody tr');
const idsInAddress = (page: Page): string | null => new URL(page.url()).searchParams.get('ids');

/** Opens the compare page for `ids` and waits for the island's table. */
async function openCompare(page: Page, ids: readonly number[]): Promise<void> {
  await page.goto(`/compare?ids=${ids.join(',')}`);
  await expect(compareTable(page)).toBeVisible();
  await expect(island(page).getByRole('status')).toHaveText('');
}

/** Marks the document: a navigation (a reload included) would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { compareMark: 'kept' }));
const documentMark = (page: Page) => page.evaluate(() => (window as { compareMark?: string }).compareMark ?? null);

test('taking a product off changes the table, the count and the address in place, without a navigation', async ({ page }) => {
  const phones = productsOfOneCategory(3, 0);
  const other = productsOfOneCategory(1, 1);
  const ids = [...phones.ids, ...other.ids];
  await openCompare(page, ids);
  await expect(tabs(page)).toHaveCount(2);
  await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs(page).first()).toContainText('(3)');
  await expect(removeButtons(page)).toHaveCount(3);
  // The cards above the table keep their buttons; the one-click link is never on the compare page.
  await expect(compareTable(page).getByRole('button', { name: /в один клік/i })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await markDocument(page);
  const removed = phones.ids[1] ?? 0;
  await removeButton(page, removed).click();
  await expect(removeButtons(page)).toHaveCount(2);
  await expect(compareTable(page).getByRole('heading', { name: titleOf(removed) })).toHaveCount(0);
  await expect(tabs(page).first()).toContainText('(2)');
  await expect.poll(() => idsInAddress(page)).toBe(ids.filter((id) => id !== removed).join(','));
  await expect(removeButton(page, phones.ids[2] ?? 0)).toBeFocused();
  expect(await documentMark(page), 'the page was not navigated').toBe('kept');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  // The address now leads to the same page.
  await page.reload();
  await expect(compareTable(page)).toBeVisible();
  await expect(removeButtons(page)).toHaveCount(2);
});

test('differences only fetches the category again with diff=1 and shows only rows whose values differ', async ({ page }) => {
  const phones = productsOfOneCategory(3, 1);
  await openCompare(page, phones.ids);
  const all = await rows(page).count();
  expect(all, 'the table lists characteristics').toBeGreaterThan(0);

  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === `/api/shop/compare/${phones.categoryId}` && url.searchParams.get('diff') === '1';
  });
  await differencesOnly(page).check();
  await asked;
  await expect(island(page).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  await expect(differencesOnly(page)).toBeChecked();
  const shown = await rows(page).count();
  expect(shown).toBeLessThanOrEqual(all);
  for (const row of await rows(page).all()) {
    const values = await row.locator('td').allTextContents();
    expect(new Set(values).size, `the row "${await row.locator('th').textContent()}" differs`).toBeGreaterThan(1);
  }

  // All the characteristics again.
  await differencesOnly(page).uncheck();
  await expect(rows(page)).toHaveCount(all);
});

test('a category left with one product is reloaded and asks for more', async ({ page }) => {
  const pair = productsOfOneCategory(2, 2);
  await openCompare(page, pair.ids);
  await differencesOnly(page).check();
  await expect(differencesOnly(page)).toBeChecked();
  await expect(island(page).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  await markDocument(page);

  const reloaded = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === `/api/shop/compare/${pair.categoryId}` && url.searchParams.get('ids') === String(pair.ids[1]) && !url.searchParams.has('diff');
  });
  await removeButton(page, pair.ids[0] ?? 0).click();
  await reloaded;
  await expect(island(page).getByText('Додайте ще товари цієї категорії, щоб порівняти їх')).toBeVisible();
  await expect(differencesOnly(page)).not.toBeChecked();
  await expect(removeButtons(page)).toHaveCount(1);
  expect(idsInAddress(page)).toBe(String(pair.ids[1]));
  expect(await documentMark(page)).toBe('kept');

  // The last one taken off: the empty page, the address without ids.
  await removeButton(page, pair.ids[1] ?? 0).click();
  await expect(island(page).getByText('У порівнянні поки немає товарів')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test('a guest’s compare list reaches the compare page from the bottom bar, and stays after a reload', async ({ page }) => {
  await openCategory(page);
  const [first, second] = await Promise.all([0, 1].map((index) => productIdOf(listedCards(page).nth(index))));
  for (const id of [first, second]) await compareToggle(cardOf(page, id ?? 0)).click();
  await expectCompared(cardOf(page, second ?? 0), true);
  await expectBarCount(page, 'compare', 2);

  await barLink(page, 'compare').click();
  await expect(page).toHaveURL((url) => url.pathname === '/compare' && url.searchParams.get('ids') === `${first},${second}`, { timeout: 10_000 });
  await expect(heading(page)).toHaveText('Порівняння товарів');
  await expect(compareTable(page)).toBeVisible();
  await expect(removeButtons(page)).toHaveCount(2);

  await page.reload();
  await expect(compareTable(page)).toBeVisible();
  await expect(removeButtons(page)).toHaveCount(2);
  await expect(barLink(page, 'compare')).toHaveCount(0);
});

test('a logged-in user’s bare compare page is their server list', async ({ page, baseURL }) => {
  await logInThroughApi(page, baseURL, demoAccounts.customer);
  await page.goto('/compare');
  await expect(compareTable(page)).toBeVisible();
  // The seed gives the customer three smartphones and two laptops to compare.
  await expect(tabs(page)).toHaveCount(2);
  await expect(tabs(page).nth(0)).toContainText('(3)');
  await expect(tabs(page).nth(1)).toContainText('(2)');
  expect(new URL(page.url()).search).toBe('');
});

test('the keyboard reaches the tabs, the switch and the remove buttons', async ({ page }) => {
  const phones = productsOfOneCategory(3, 0);
  const other = productsOfOneCategory(2, 1);
  await openCompare(page, [...phones.ids, ...other.ids]);

  const selected = island(page).getByRole('tab', { selected: true });
  await heading(page).click();
  for (let presses = 0; presses < 40 && !(await selected.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(selected).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs(page).nth(1)).toBeFocused();
  await expect(removeButtons(page)).toHaveCount(2);

  await page.keyboard.press('Tab');
  await expect(differencesOnly(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(differencesOnly(page)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(island(page).getByRole('region')).toBeFocused();

  await removeButton(page, other.ids[0] ?? 0).focus();
  await page.keyboard.press('Enter');
  await expect(removeButtons(page)).toHaveCount(1);
  await expect(removeButton(page, other.ids[1] ?? 0)).toBeFocused();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s compare page keeps its tabs, differences link and removal links', async ({ page }) => {
    const phones = productsOfOneCategory(3, 2);
    await page.goto(`/compare?ids=${phones.ids.join(',')}`);
    const table = page.locator('table.compare-table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('link', { name: /^Видалити з порівняння\s?: / })).toHaveCount(3);
    await page.getByRole('link', { name: 'Лише відмінності' }).click();
    await expect(page).toHaveURL(/diff=1/);
    await table.getByRole('link', { name: /^Видалити з порівняння\s?: / }).first().click();
    await expect(page).toHaveURL((url) => url.searchParams.get('ids') === phones.ids.slice(1).join(','));
    await expect(page.locator('table.compare-table').getByRole('link', { name: /^Видалити з порівняння\s?: / })).toHaveCount(2);
  });
});
