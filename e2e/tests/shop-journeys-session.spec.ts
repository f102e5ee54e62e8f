import type { Page } from '@playwright/test';
import { anyUserMenuButton, headerLoginButton, logInThroughDialog, modal, modalHost, userMenuAction, userMenuButton } from './support/shop-dialogs';
import { registeredAccount } from './support/shop-journeys';
import { listedCards } from './support/shop-test';
import {
  buyableCards,
  buyButton,
  cardOf,
  compareToggle,
  expect,
  expectBarCount,
  expectCartCount,
  expectCompared,
  expectFavorite,
  favoritesToggle,
  inCartButton,
  islandsMounted,
  openCategory,
  productIdOf,
  test,
} from './support/shop-widgets';

// A session's journeys on the real shop (docs/accounts.md): what a guest collected joins the
// account's own lists at login, and a login or logout in one tab reaches the other tabs.

/** Logs in through the profile API without touching the browser: the account's token, for its own calls. */
async function tokenOf(page: Page, account: { email: string; password: string }): Promise<string> {
  const response = await page.request.post('/api/profile/login', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('a guest’s cart, favourites and compare join the account’s own at login, and stay after a reload', async ({ page }) => {
  test.setTimeout(60_000);
  const account = await registeredAccount(page, 'Зоряна');
  await openCategory(page);
  const buyable = await Promise.all([0, 1].map(async (index) => productIdOf(buyableCards(page).nth(index))));
  const [guestBuys, ownBuys] = buyable as [number, number];
  const listed = await Promise.all([2, 3, 4, 5].map(async (index) => productIdOf(listedCards(page).nth(index))));
  const [guestFavorite, ownFavorite, guestCompare, ownCompare] = listed as [number, number, number, number];

  // The account's own lists, kept on the server: one product in its cart, one favourite, one compared.
  const token = await tokenOf(page, account);
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.post('/api/shop/cart/add', { headers, data: { product_id: ownBuys, without_gift: false, cart_id: null } })).status()).toBe(200);
  expect((await page.request.post('/api/profile/me/favorites', { headers, data: { product_ids: [ownFavorite] } })).status()).toBe(200);
  expect((await page.request.post('/api/profile/me/compares', { headers, data: { product_ids: [ownCompare] } })).status()).toBe(200);

  // The guest's, kept in the browser.
  await buyButton(cardOf(page, guestBuys)).click();
  await expect(inCartButton(cardOf(page, guestBuys))).toBeVisible();
  await favoritesToggle(cardOf(page, guestFavorite)).click();
  await expectFavorite(cardOf(page, guestFavorite), true);
  await compareToggle(cardOf(page, guestCompare)).click();
  await expectCompared(cardOf(page, guestCompare), true);
  await expectCartCount(page, 1);
  await expectBarCount(page, 'favorites', 1);
  await expectBarCount(page, 'compare', 1);

  await headerLoginButton(page).click();
  const login = modal(page, 'Вхід');
  await logInThroughDialog(login, account);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();

  const both = async () => {
    await expectCartCount(page, 2);
    await expectBarCount(page, 'favorites', 2);
    await expectBarCount(page, 'compare', 2);
    for (const id of [guestBuys, ownBuys]) await expect(inCartButton(cardOf(page, id))).toBeVisible();
    for (const id of [guestFavorite, ownFavorite]) await expectFavorite(cardOf(page, id), true);
    for (const id of [guestCompare, ownCompare]) await expectCompared(cardOf(page, id), true);
  };
  await both();
  await page.reload();
  await islandsMounted(page);
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await both();

  // The server holds them all: the account's lists as another device would read them.
  // Grouped by category, as the favourites and compare pages read them.
  const ids = async (path: string) =>
    ((await (await page.request.get(path, { headers })).json()) as { data: { products: { id: number }[] }[] }).data
      .flatMap((group) => group.products.map((product) => product.id))
      .sort();
  expect(await ids('/api/profile/me/favorites')).toEqual([guestFavorite, ownFavorite].sort());
  expect(await ids('/api/profile/me/compares')).toEqual([guestCompare, ownCompare].sort());
});

test('a login in one tab reaches the other tab’s header and counters, and so does the logout', async ({ page }) => {
  const account = await registeredAccount(page, 'Леся');
  await openCategory(page);
  const favorite = await productIdOf(listedCards(page).nth(1));
  const other = await page.context().newPage();
  await other.goto(page.url());
  await islandsMounted(other);
  await expect(headerLoginButton(other)).toBeVisible();

  // The account has a favourite of its own: the other tab's counter shows it after the login.
  const token = await tokenOf(page, account);
  expect((await page.request.post('/api/profile/me/favorites', { headers: { authorization: `Bearer ${token}` }, data: { product_ids: [favorite] } })).status()).toBe(200);

  await headerLoginButton(page).click();
  await logInThroughDialog(modal(page, 'Вхід'), account);
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect(userMenuButton(other, account.firstName)).toBeVisible();
  await expect(headerLoginButton(other)).toHaveCount(0);
  await expectBarCount(other, 'favorites', 1);
  await expectFavorite(cardOf(other, favorite), true);

  await userMenuAction(other, account.firstName, 'logout');
  await expect(headerLoginButton(other)).toBeVisible();
  await expect(headerLoginButton(page)).toBeVisible();
  await expect(anyUserMenuButton(page)).toHaveCount(0);
  await expectBarCount(page, 'favorites', 0);
  await expectFavorite(cardOf(page, favorite), false);
  await other.close();
});
