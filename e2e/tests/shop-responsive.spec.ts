import type { Page } from '@playwright/test';
import { demoAccounts, expectFirstNameShown, logInThroughApi } from './support/shop-accounts';
import { categoryMenu, expect, followLink, listedCards, test } from './support/shop-test';

// The main and category pages on a phone, a tablet and a laptop: nothing wider than the screen,
// and the header's user menu as docs/widget-contract.md promises — the first name, only its first
// letter under 768 px (the widgets' user-menu island: a button that opens the account menu).

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is no wider than the ${innerWidth} px window: ${page.url()}`).toBeLessThanOrEqual(innerWidth);
}

const account = demoAccounts.leftHanded;

for (const width of [375, 768, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the main and category pages fit the screen, for a guest and for a logged-in user', async ({ page, baseURL }) => {
      for (const loggedIn of [false, true]) {
        if (loggedIn) await logInThroughApi(page, baseURL, account);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await expectNoHorizontalOverflow(page);
        await followLink(page, categoryMenu(page).getByRole('link').first());
        await expect(listedCards(page).first()).toBeVisible();
        await expectNoHorizontalOverflow(page);
      }
    });

    test(`the user menu shows the first name${width < 768 ? ' as its first letter' : ''}`, async ({ page, baseURL }) => {
      await logInThroughApi(page, baseURL, account);
      await page.goto('/');
      const menu = page.getByRole('banner').getByRole('button', { name: `Меню користувача: ${account.firstName}` });
      await expect(menu).toBeVisible();
      await expectFirstNameShown(menu, account.firstName, width);
    });
  });
}
