import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expectFirstNameShown, logInThroughApi, type DemoAccount } from './support/shop-accounts';
import { categoryMenu, followLink, listedCards } from './support/shop-test';
import {
  barLink,
  bottomBar,
  buyableCards,
  buyButton,
  cardOf,
  expect,
  expectBarCount,
  expectCartCount,
  expectFavorite,
  favoritesToggle,
  compareToggle,
  inCartButton,
  islandsMounted,
  productIdOf,
  test,
} from './support/shop-widgets';

// The header's islands and the bottom bar with the widgets bundle, on a phone, a tablet and a
// laptop (docs/pages.md#header): the cart link only while the cart holds something, counters only above 0, the
// bottom bar's link to the current page left out, the bar at the bottom of the screen until the
// footer scrolls in, and the user menu.

async function openCategory(page: Page): Promise<void> {
  await page.goto('/');
  await followLink(page, categoryMenu(page).getByRole('link').first());
  await islandsMounted(page);
}

/** Where an element is on the screen, in CSS pixels. */
async function box(locator: Locator): Promise<{ top: number; bottom: number }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });
}

const userMenuButton = (page: Page, account: DemoAccount): Locator =>
  page.getByRole('banner').getByRole('button', { name: `Меню користувача: ${account.firstName}` });

/** The list the user menu's button opens (its aria-controls). */
async function userMenuList(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the menu button names the list it opens').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

for (const width of [375, 768, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the cart link shows only with something in the cart; the bottom bar’s counters only above 0, its link to the current page left out', async ({ page }) => {
      await openCategory(page);
      await expectCartCount(page, 0);
      await expect(bottomBar(page)).toBeVisible();
      await expectBarCount(page, 'compare', 0);
      await expectBarCount(page, 'favorites', 0);

      const id = await productIdOf(buyableCards(page).first());
      await buyButton(cardOf(page, id)).click();
      await expect(inCartButton(cardOf(page, id))).toBeVisible();
      await expectCartCount(page, 1);

      const favourite = listedCards(page).nth(1);
      await favoritesToggle(favourite).click();
      await expectFavorite(favourite, true);
      await expectBarCount(page, 'favorites', 1);
      await expectBarCount(page, 'compare', 0);

      await followLink(page, barLink(page, 'compare'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Порівняння товарів');
      await expect(bottomBar(page)).toBeVisible();
      await expect(barLink(page, 'compare')).toHaveCount(0);
      await expectBarCount(page, 'favorites', 1);
      await expectCartCount(page, 1);

      await followLink(page, barLink(page, 'favorites'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обране');
      await expect(barLink(page, 'favorites')).toHaveCount(0);
      await expectBarCount(page, 'compare', 0);
      await expectCartCount(page, 1);
    });

    test('the bottom bar stays at the bottom of the screen until the footer scrolls in', async ({ page }) => {
      await openCategory(page);
      const bar = bottomBar(page);
      const footer = page.getByRole('contentinfo');
      const screenBottom = page.viewportSize()?.height ?? 0;
      await expect(bar).toBeInViewport();
      await expect(footer).not.toBeInViewport();
      await expect(bar).toHaveClass(/\bis-fixed\b/);
      await expect.poll(async () => Math.round((await box(bar)).bottom), 'the bar’s bottom edge is the screen’s').toBe(screenBottom);

      // Half-way down the list it is still there.
      await listedCards(page).nth(4).scrollIntoViewIfNeeded();
      await expect(footer).not.toBeInViewport();
      await expect.poll(async () => Math.round((await box(bar)).bottom)).toBe(screenBottom);

      // With the footer on screen the bar sits above it, in the page, no longer fixed.
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeInViewport();
      await expect(bar).toBeInViewport();
      await expect(bar).not.toHaveClass(/\bis-fixed\b/);
      await expect.poll(async () => Math.round((await box(bar)).bottom - (await box(footer)).top), 'the bar ends where the footer starts').toBe(0);
      expect((await box(bar)).bottom).toBeLessThan(screenBottom);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(footer).not.toBeInViewport();
      await expect(bar).toHaveClass(/\bis-fixed\b/);
      await expect.poll(async () => Math.round((await box(bar)).bottom)).toBe(screenBottom);
    });

    test(`the user menu: a button with the first name${width < 768 ? ' as its first letter' : ''}, opened and closed with the keyboard`, async ({ page, baseURL }) => {
      const account = demoAccounts.leftHanded;
      await logInThroughApi(page, baseURL, account);
      await page.goto('/');
      const button = userMenuButton(page, account);
      await expect(button).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: `Меню користувача: ${account.firstName}` })).toHaveCount(0);
      await expectFirstNameShown(button, account.firstName, width);

      const list = await userMenuList(page, button);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(list).toBeVisible();
      // The account's 120 bonuses are counted; its empty favourites and compare list are not.
      await expect(list.getByRole('listitem')).toHaveText(
        ['Особисті дані', 'Адреси доставки', 'Налаштування', /^Бонуси\s*120$/, 'Обране', 'Порівняння', 'Мої покупки', 'Змінити акаунт', 'Вийти'],
        { useInnerText: true },
      );
      await expect(list.getByRole('link', { name: 'Особисті дані' })).toHaveAttribute('href', '/profile');
      await expect(list.getByRole('link', { name: 'Адреси доставки' })).toHaveAttribute('href', '/profile/delivery');
      await expect(list.getByRole('link', { name: 'Налаштування' })).toHaveAttribute('href', '/profile/settings');
      await expect(list.getByRole('link', { name: /^Бонуси/ })).toHaveAttribute('href', '/profile/bonuses');
      await expect(list.getByRole('link', { name: 'Мої покупки' })).toHaveAttribute('href', '/profile/purchases');
      for (const item of ['Обране', 'Порівняння']) await expect(list.getByRole('link', { name: item, exact: true })).toHaveClass(/\bis-inactive\b/);
      await expect(list.getByRole('link', { name: /^Бонуси/ })).not.toHaveClass(/\bis-inactive\b/);

      // Every item is reachable: Tab to the first, the arrow keys through the rest.
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link', { name: 'Особисті дані' })).toBeFocused();
      const order = [
        list.getByRole('link', { name: 'Адреси доставки' }),
        list.getByRole('link', { name: 'Налаштування' }),
        list.getByRole('link', { name: /^Бонуси/ }),
        list.getByRole('link', { name: 'Обране', exact: true }),
        list.getByRole('link', { name: 'Порівняння', exact: true }),
        list.getByRole('link', { name: 'Мої покупки' }),
        list.getByRole('button', { name: 'Змінити акаунт' }),
        list.getByRole('button', { name: 'Вийти' }),
      ];
      for (const item of order) {
        await page.keyboard.press('ArrowDown');
        await expect(item).toBeFocused();
      }
      await page.keyboard.press('ArrowUp');
      await expect(list.getByRole('button', { name: 'Змінити акаунт' })).toBeFocused();

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // Enter again, then an item: the menu's link leads to its page.
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await list.getByRole('link', { name: 'Налаштування' }).focus();
      await followLink(page, list.getByRole('link', { name: 'Налаштування' }));
      await expect(page).toHaveURL((url) => url.pathname === '/profile/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Налаштування');
    });
  });
}

test('the user menu counts favourites and compare as they change, and an item with 0 is inactive', async ({ page, baseURL }) => {
  const account = demoAccounts.admin;
  await logInThroughApi(page, baseURL, account);
  await openCategory(page);
  const button = userMenuButton(page, account);
  const list = await userMenuList(page, button);
  const favourites = list.getByRole('link', { name: /^Обране/ });
  const compare = list.getByRole('link', { name: /^Порівняння/ });
  await button.click();
  await expect(list.getByRole('link', { name: /^Бонуси/ })).toHaveText(/^Бонуси\s*250$/, { useInnerText: true });
  await expect(favourites).toHaveText('Обране', { useInnerText: true });
  await expect(favourites).toHaveClass(/\bis-inactive\b/);
  await expect(compare).toHaveText('Порівняння', { useInnerText: true });
  await expect(compare).toHaveClass(/\bis-inactive\b/);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  const card = listedCards(page).nth(1);
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/favorites' && response.request().method() === 'POST');
  await favoritesToggle(card).click();
  expect((await saved).status()).toBe(200);
  const compared = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/compares' && response.request().method() === 'POST');
  await compareToggle(card).click();
  expect((await compared).status()).toBe(200);
  await button.click();
  await expect(favourites).toHaveText(/^Обране\s*1$/, { useInnerText: true });
  await expect(favourites).not.toHaveClass(/\bis-inactive\b/);
  await expect(compare).toHaveText(/^Порівняння\s*1$/, { useInnerText: true });
  await expect(compare).not.toHaveClass(/\bis-inactive\b/);
  await button.click();
  await expect(list).toBeHidden();

  // Put the account back as the seed made it.
  const removed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/favorites' && response.request().method() === 'DELETE');
  await favoritesToggle(card).click();
  expect((await removed).status()).toBe(200);
  const uncompared = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/compares' && response.request().method() === 'DELETE');
  await compareToggle(card).click();
  expect((await uncompared).status()).toBe(200);
  await button.click();
  await expect(favourites).toHaveText('Обране', { useInnerText: true });
  await expect(favourites).toHaveClass(/\bis-inactive\b/);
});

for (const [account, label, other] of [
  [demoAccounts.corporate, 'Заявки', 'Корпоративні покупки'],
  [demoAccounts.superCorporate, 'Корпоративні покупки', 'Заявки'],
] as const) {
  test(`a ${account.role === 'corporate' ? 'corporate' : 'super-corporate'} user’s menu names the purchases “${label}”, as the profile pages do`, async ({ page, baseURL }) => {
    await logInThroughApi(page, baseURL, account);
    await page.goto('/profile');
    await expect(page.getByRole('navigation', { name: 'Розділи особистого кабінету' }).getByRole('link', { name: label })).toBeVisible();
    const button = userMenuButton(page, account);
    await button.click();
    const list = await userMenuList(page, button);
    await expect(list.getByRole('link', { name: label })).toHaveAttribute('href', '/profile/purchases');
    await expect(list.getByRole('link', { name: other })).toHaveCount(0);
    await expect(list.getByRole('link', { name: 'Мої покупки' })).toHaveCount(0);
  });
}

test('a guest’s “Увійти” in the header leads to the login form', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Увійти' });
  await expect(login).toBeVisible();
  await login.click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Пароль')).toBeVisible();
});

test('a logged-in user’s header shows the menu with the first name from the first paint, while the login check is still on its way', async ({ page, baseURL }) => {
  const account = demoAccounts.admin;
  await logInThroughApi(page, baseURL, account);
  let answerCheck!: () => void;
  const checkHeld = new Promise<void>((resolve) => (answerCheck = resolve));
  await page.route('**/api/profile/me', async (route) => {
    await checkHeld;
    await route.continue();
  });
  // Every state the user menu's island goes through, from its first render on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { userMenuStates: string[] }).userMenuStates = seen;
    new MutationObserver(() => {
      const button = document.querySelector('[data-widget="user-menu"] button');
      if (button) seen.push(button.getAttribute('aria-label') ?? button.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/');
  const button = userMenuButton(page, account);
  await expect(button).toBeVisible();
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me');
  answerCheck();
  await checked;
  await expect(button).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { userMenuStates: string[] }).userMenuStates);
  expect(states.length).toBeGreaterThan(0);
  expect(states.filter((state) => state.includes('Увійти'))).toEqual([]);
});
