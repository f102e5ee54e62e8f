import type { Page } from '@playwright/test';
import { demoAccounts } from './support/shop-accounts';
import { headerLoginButton, logInThroughDialog, modal, modalHost, userMenuAction, userMenuButton } from './support/shop-dialogs';
import { expect, islandsMounted, openCategory, test } from './support/shop-widgets';

// The left-handed layout (docs/pages.md#layout-flags): under 1024 px a left-handed user's listing has
// the filter and sort buttons the other way round, from the login on, without a reload.

// 800 px: under 1024 px the listing has the panels' buttons; from 768 px the header's login button is named.
test.use({ viewport: { width: 800, height: 900 } });

/** Whether the filters' button stands to the right of the sorting's, as the shopper sees them. */
async function filtersOnTheRight(page: Page): Promise<boolean> {
  const filters = await page.getByRole('link', { name: 'Фільтри', exact: true }).boundingBox();
  const sorting = await page.getByRole('link', { name: 'Сортування', exact: true }).boundingBox();
  if (!filters || !sorting) throw new Error('the filter and sort buttons are not on the screen');
  return filters.x > sorting.x;
}

test('a left-handed user’s filter and sort buttons swap at the login, stay so after a reload, and swap back at the logout', async ({ page }) => {
  const account = demoAccounts.leftHanded;
  await openCategory(page);
  await expect.poll(() => filtersOnTheRight(page)).toBe(false);

  await headerLoginButton(page).click();
  await logInThroughDialog(modal(page, 'Вхід'), account);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect.poll(() => filtersOnTheRight(page)).toBe(true);

  await page.reload();
  await islandsMounted(page);
  expect(await filtersOnTheRight(page), 'the server’s page for a left-handed user').toBe(true);

  await userMenuAction(page, account.firstName, 'logout');
  await expect(headerLoginButton(page)).toBeVisible();
  await expect.poll(() => filtersOnTheRight(page)).toBe(false);
});
