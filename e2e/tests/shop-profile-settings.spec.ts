import type { Locator, Page } from '@playwright/test';
import { expectSameWindow, markWindow, profileCustomer, profileIslandMounted, userColumn, userMenuButton } from './support/shop-profile';
import { categoryMenu, expect, expectNoAxeViolations, followLink, test } from './support/shop-test';

// The profile's settings page with its island (real shop, real database): the language and the
// handedness applied at once and kept with the account, the page never left.

/** Whether the category page's filter button stands left of its sort button, as both are laid out. */
async function filtersLeftOfSorting(page: Page): Promise<boolean> {
  const filters = await page.getByRole('link', { name: 'Фільтри', exact: true }).boundingBox();
  const sorting = await page.locator('.panel-opener--sorting').boundingBox();
  expect(filters && sorting, 'both buttons are laid out').toBeTruthy();
  return filters!.x < sorting!.x;
}

async function openSettings(page: Page): Promise<Locator> {
  await page.goto('/profile/settings');
  return profileIslandMounted(page, 'profile-settings');
}

test('choosing Russian makes the page Russian without a reload, and the account and the cookie keep it', async ({ page, baseURL, context }) => {
  const customer = await profileCustomer(page, baseURL);
  await openSettings(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Налаштування');
  await markWindow(page);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await page.getByRole('radio', { name: 'Рус' }).check();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки');
  await expect(page).toHaveTitle(/^Настройки/);
  await expect(page.getByRole('navigation', { name: 'Разделы личного кабинета' })).toContainText('Личные данные');
  // The header's islands mounted again in the Russian markup, and the settings island speaks Russian.
  await expect(userMenuButton(page, customer.firstName, 'ru')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Рус' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Левша' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Рус' })).toBeFocused();
  await expectSameWindow(page);
  expect(navigations).toBe(0);
  expect(userColumn(customer.id, 'lang')).toBe('ru');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ru');

  // The next page the shop renders is Russian too.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('choosing the left hand swaps the filter and sort buttons at once, and a category page shows them swapped', async ({ page, baseURL }) => {
  // The buttons open the filters and the sorting under 1024 px; wider, both panels are shown.
  await page.setViewportSize({ width: 800, height: 900 });
  const customer = await profileCustomer(page, baseURL);
  await openSettings(page);
  await markWindow(page);
  await page.getByRole('radio', { name: 'Лівша' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Налаштування збережено' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bis-left-handed\b/);
  await expectSameWindow(page);
  expect(userColumn(customer.id, 'handedness')).toBe('left');

  await page.goto('/');
  await followLink(page, categoryMenu(page).getByRole('link').first());
  const category = page.url();
  await expect(page.locator('body')).toHaveClass(/\bis-left-handed\b/);
  expect(await filtersLeftOfSorting(page)).toBe(false);

  // And back: the right hand puts them the usual way round.
  await openSettings(page);
  await page.getByRole('radio', { name: 'Правша' }).check();
  await expect(page.locator('body')).not.toHaveClass(/\bis-left-handed\b/);
  await page.goto(category);
  expect(await filtersLeftOfSorting(page)).toBe(true);
});

for (const lang of ['uk', 'ru'] as const) {
  test(`the settings page has no accessibility violations (${lang})`, async ({ page, baseURL }) => {
    await profileCustomer(page, baseURL, lang);
    await openSettings(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoAxeViolations(page);
  });
}
