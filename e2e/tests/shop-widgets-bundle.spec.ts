import { expect, switchLanguage, test } from './support/shop-test';

// The widgets' script-tag build (packages/widgets/dist/script), as the shop serves it: the test
// command builds the packages first, so the pages carry the bundle's tag.

test('the main page loads the widgets bundle and starts it without a console error', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Vitrina:')) warnings.push(message.text());
  });
  const bundle = page.waitForResponse((response) => new URL(response.url()).pathname === '/assets/widgets/vitrina.js');
  await page.goto('/');
  const response = await bundle;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/javascript');
  // The session check the SDK starts with, and any chunk, are done by then.
  await page.waitForLoadState('networkidle');
  expect(warnings, 'the bundle’s own warnings (a bad page config, a failed start)').toEqual([]);
});

test('a guest’s category page downloads no code for what has not happened: Google’s sign-in, a message, an opened account menu, an analytics event', async ({ page }) => {
  await page.goto('/');
  const category = await page.locator('a[href^="/category/"]').first().getAttribute('href');
  expect(category, 'a category link on the main page').toBeTruthy();
  // A page of its own: no script of the main page can be counted, or be gone when its body is read.
  const categoryPage = await page.context().newPage();
  const scripts: Promise<string>[] = [];
  categoryPage.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await categoryPage.goto(category!);
  await expect(categoryPage.locator('[data-widget="product-actions"] > .vitrina-actions').first()).toBeVisible();
  await categoryPage.waitForLoadState('networkidle');
  const code = (await Promise.all(scripts)).join('\n');
  expect(code.includes('data-widget'), 'the widgets’ code was read').toBe(true);
  // Strings only that code has: the shop has no Google client id (SOCIAL_LOGIN_DEV_VERIFIER unset), nothing was notified, no menu opened, no analytics event happened.
  for (const marker of ['accounts.google.com/gsi/client', 'notifier.variants.', 'header.user_menu.switch_account', 'The analytics sink failed']) {
    expect(code.includes(marker), `the page loaded code with ${marker}`).toBe(false);
  }
  await categoryPage.close();
});

test('a Russian category page paints its cards in Russian with a small texts file, not i18next and the whole dictionary', async ({ page }) => {
  await page.goto('/');
  const category = await page.locator('a[href^="/category/"]').first().getAttribute('href');
  await page.goto(category!);
  await switchLanguage(page, 'ru');
  // A page of its own (the language is a cookie): no script of the first page can be counted, or be gone when its body is read.
  const russian = await page.context().newPage();
  const scripts: Promise<{ file: string; code: string }>[] = [];
  russian.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((code) => ({ file: new URL(response.url()).pathname, code })));
  });
  await russian.goto(category!);
  const card = russian.locator('[data-widget="product-actions"] > .vitrina-actions').first();
  await expect(card.getByRole('button', { name: /^(Купить|Предзаказ|Сообщить о наличии|В корзине)$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Добавить в избранное' })).toBeVisible();
  await russian.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const withRussian = files.filter(({ code }) => code.includes('Добавить в избранное')).map(({ file }) => file);
  expect(withRussian, 'the Russian first-paint texts come in one file of their own').toHaveLength(1);
  expect(withRussian[0]).not.toBe('/assets/widgets/vitrina.js');
  // A message of i18next's own.
  expect(files.some(({ code }) => code.includes('i18next.changeLanguage')), 'i18next was downloaded').toBe(false);
  await russian.close();
});
