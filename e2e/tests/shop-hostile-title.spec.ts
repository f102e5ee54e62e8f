import type { Page } from '@playwright/test';
import { retitleProduct } from './support/shop-database';
import { categoryMenu, expect, followLink, listedCards, switchLanguage, test } from './support/shop-test';

// A product whose title is markup, written straight into the running shop's database: every page
// that shows the title must show it as text — no element made of it, no script run by it.

const HOSTILE = '"><img src=x onerror=alert(1)>';

async function expectTitleShownAsText(page: Page): Promise<void> {
  await expect(page.getByText(HOSTILE, { exact: true }).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('a product titled with markup shows it as text on its category page, its own page and in search', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });

  // The last category of the menu: the other tests browse the first.
  await page.goto('/');
  await followLink(page, categoryMenu(page).getByRole('link').last());
  const card = listedCards(page).first();
  const productId = Number(await card.locator('[data-widget="product-actions"]').getAttribute('data-product-id'));
  const productPath = (await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? '';
  expect(productId).toBeGreaterThan(0);
  expect(productPath).toMatch(/^\/[\w-]+$/);

  const restore = retitleProduct(productId, HOSTILE);
  try {
    await page.reload();
    await expect(listedCards(page).first().getByRole('heading', { level: 3 })).toHaveText(HOSTILE);
    await expectTitleShownAsText(page);

    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE);
    await expect(page).toHaveTitle(`${HOSTILE} — Вітрина`);
    await expectTitleShownAsText(page);

    await page.goto('/search?q=img');
    await expect(listedCards(page).getByRole('heading', { level: 3, name: HOSTILE, exact: true })).toBeVisible();
    await expectTitleShownAsText(page);

    // The Russian title is the same markup.
    await switchLanguage(page, 'ru');
    await expect(listedCards(page).getByRole('heading', { level: 3, name: HOSTILE, exact: true })).toBeVisible();
    await expectTitleShownAsText(page);
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE);
    await expect(page).toHaveTitle(`${HOSTILE} — Витрина`);
    await expectTitleShownAsText(page);
  } finally {
    restore();
  }
  expect(dialogs, 'dialogs opened by the title').toEqual([]);
});
