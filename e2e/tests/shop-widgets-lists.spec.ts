import { demoAccounts } from './support/shop-accounts';
import { categoryMenu, followLink, listedCards } from './support/shop-test';
import { barLink, cardOf, compareToggle, expect, expectBarCount, expectCompared, expectFavorite, favoritesToggle, heading, islandsMounted, openCategory, productIdOf, test, texts } from './support/shop-widgets';

// The example shop with the widgets bundle (real server, real database): favourites and the compare list,
// a guest's in the browser and a user's on the server.

test('a guest’s favourites and compare list stay in the browser: the cards and the bottom bar after a reload, and the favourites page', async ({ page }) => {
  await openCategory(page);
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => productIdOf(listedCards(page).nth(index))));
  const [a, b, c] = [cardOf(page, first ?? 0), cardOf(page, second ?? 0), cardOf(page, third ?? 0)];
  for (const card of [a, b, c]) {
    await expectFavorite(card, false);
    await expectCompared(card, false);
  }
  await expectBarCount(page, 'favorites', 0);
  await expectBarCount(page, 'compare', 0);

  await favoritesToggle(a).click();
  await compareToggle(a).click();
  await compareToggle(b).click();
  await expectFavorite(a, true);
  await expectCompared(a, true);
  await expectCompared(b, true);
  await expectFavorite(b, false);
  await expectBarCount(page, 'favorites', 1);
  await expectBarCount(page, 'compare', 2);

  // Toggling twice takes the product out again.
  await favoritesToggle(c).click();
  await expectBarCount(page, 'favorites', 2);
  await favoritesToggle(c).click();
  await expectFavorite(c, false);
  await expectBarCount(page, 'favorites', 1);

  await page.reload();
  await islandsMounted(page);
  await expectFavorite(a, true);
  await expectCompared(a, true);
  await expectCompared(b, true);
  await expectFavorite(b, false);
  await expectFavorite(c, false);
  await expectCompared(c, false);
  await expectBarCount(page, 'favorites', 1);
  await expectBarCount(page, 'compare', 2);

  // The favourites page: its bottom bar leaves out the favourites link and keeps the compare count.
  await followLink(page, barLink(page, 'favorites'));
  await expect(heading(page)).toHaveText('Обране');
  await expect(barLink(page, 'favorites')).toHaveCount(0);
  await expectBarCount(page, 'compare', 2);
});

test('a guest’s favourite is listed on the favourites page', async ({ page }) => {
  await openCategory(page);
  const id = await productIdOf(listedCards(page).nth(1));
  await favoritesToggle(cardOf(page, id)).click();
  await expectFavorite(cardOf(page, id), true);
  // The bar links to /favorites, whose island then puts the browser's list in the address (at
  // once: followLink, which waits for the URL it clicked, could miss it), and the server renders it.
  await barLink(page, 'favorites').click();
  await expect(page).toHaveURL((url) => url.pathname === '/favorites' && url.search === `?ids=${id}`, { timeout: 10_000 });
  await page.waitForLoadState('domcontentloaded');
  await expect(heading(page)).toHaveText('Обране');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expectFavorite(cardOf(page, id), true);

  // Taking it out on the page leaves the page empty, and it stays so after a reload.
  await islandsMounted(page);
  await favoritesToggle(cardOf(page, id)).click();
  await expect(page).toHaveURL((url) => url.pathname === '/favorites' && url.search === '');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByText('В обраному поки немає товарів')).toBeVisible();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL((url) => url.pathname === '/favorites' && url.search === '');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test('a user logged in through /login keeps a favourite on the server: after a reload and on the favourites page', async ({ page }) => {
  const customer = demoAccounts.customer;
  await page.goto('/login');
  // The login form is an island too: typing into the server's form before it mounts is lost (reported).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Пароль').fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await followLink(page, categoryMenu(page).getByRole('link').first());
  await islandsMounted(page);

  // The seed gives the customer four favourites; one of them is on this page, pressed.
  await expectBarCount(page, 'favorites', 4);
  const listed = listedCards(page).filter({ has: page.getByRole('button', { name: texts.favorites.active, exact: true }) });
  await expect(listed.first()).toBeVisible();
  const card = cardOf(page, await productIdOf(listedCards(page).filter({ has: page.getByRole('button', { name: texts.favorites.inactive, exact: true }) }).first()));
  const id = await productIdOf(card);

  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/favorites' && response.request().method() === 'POST');
  await favoritesToggle(card).click();
  await expectFavorite(card, true);
  expect((await saved).status(), 'the profile API saves the favourite').toBe(200);
  await expectBarCount(page, 'favorites', 5);

  await page.reload();
  await islandsMounted(page);
  await expectFavorite(card, true);
  await expectBarCount(page, 'favorites', 5);

  await followLink(page, barLink(page, 'favorites'));
  await expect(heading(page)).toHaveText('Обране');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
  await expectFavorite(cardOf(page, id), true);

  // Taken out on the favourites page, it is gone after a reload (and the seed's four are back).
  const removed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/favorites' && response.request().method() === 'DELETE');
  await favoritesToggle(cardOf(page, id)).click();
  await expectFavorite(cardOf(page, id), false);
  expect((await removed).status(), 'the profile API removes the favourite').toBe(200);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  await expect(cardOf(page, id)).toHaveCount(0);
});
