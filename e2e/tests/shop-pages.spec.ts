import type { Page, Response } from '@playwright/test';
import { addToGuestCartThroughApi, demoAccounts, logInThroughApi } from './support/shop-accounts';
import { seededPaymentLink } from './support/shop-database';
import {
  categoryMenu,
  expect,
  expectShopPage,
  followLink,
  listedCards,
  otherLang,
  pageLang,
  switchLanguage,
  test,
  type Lang,
  type Texts,
} from './support/shop-test';

// Every page of the example shop, in Ukrainian and then in Russian through the header's language
// switch: its status, <html lang>, its one level-1 heading, no console errors and no axe violations
// (but the known, reported defects of support/known-shop-defects.ts).

type Heading = (lang: Lang) => string | RegExp | Promise<string | RegExp>;

/** The page's path and query without `lang`: what the language switch must keep. */
function samePage(page: Page): string {
  const url = new URL(page.url());
  url.searchParams.delete('lang');
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/**
 * Checks the page just opened in the language it came in, switches to the other one with the
 * header's link and checks the same page again.
 */
async function expectInBothLanguages(page: Page, response: Response | null, heading: Heading): Promise<void> {
  const first = await pageLang(page);
  await expectShopPage(page, response, { lang: first, heading: await heading(first) });
  const before = samePage(page);
  const second = otherLang(first);
  const switched = await switchLanguage(page, second);
  expect(samePage(page), 'the language switch keeps the page').toBe(before);
  await expectShopPage(page, switched, { lang: second, heading: await heading(second) });
}

const texts = (uk: string, ru: string): Heading => (lang) => ({ uk, ru })[lang];

/** Opens the main page, then the first category of the header's menu, as a shopper would. */
async function openFirstCategory(page: Page): Promise<Response> {
  await page.goto('/');
  return followLink(page, categoryMenu(page).getByRole('link').first());
}

/** The menu marks the category the page shows; its name is the page's heading. */
const currentCategory = (page: Page) => categoryMenu(page).locator('a[aria-current="page"]');

const fixedPages: ReadonlyArray<readonly [name: string, path: string, heading: Texts]> = [
  ['favourites of a guest', '/favorites', { uk: 'Обране', ru: 'Избранное' }],
  ['an empty cart', '/cart', { uk: 'Кошик', ru: 'Корзина' }],
  ['the checkout of an empty cart', '/checkout', { uk: 'Оформлення замовлення', ru: 'Оформление заказа' }],
  ['the order result: success', '/order/result?status=success', { uk: 'Дякуємо за замовлення!', ru: 'Спасибо за заказ!' }],
  ['the order result: failure', '/order/result?status=failure', { uk: 'Не вдалося оформити замовлення', ru: 'Не удалось оформить заказ' }],
  ['the order result: cancelled', '/order/result?status=cancelled', { uk: 'Замовлення скасовано', ru: 'Заказ отменён' }],
  ['the map of shops', '/map', { uk: 'Магазини та сервісні центри', ru: 'Магазины и сервисные центры' }],
  ['login', '/login', { uk: 'Вхід', ru: 'Вход' }],
  ['registration', '/registration', { uk: 'Реєстрація', ru: 'Регистрация' }],
  ['password recovery', '/recovery', { uk: 'Відновлення пароля', ru: 'Восстановление пароля' }],
  ['advantages', '/advantages', { uk: 'Чому обирають «Вітрину»', ru: 'Почему выбирают «Витрину»' }],
  ['the search form', '/search', { uk: 'Пошук', ru: 'Поиск' }],
];

for (const [name, path, heading] of fixedPages) {
  test(`${name} (${path})`, async ({ page }) => {
    await expectInBothLanguages(page, await page.goto(path), (lang) => heading[lang]);
  });
}

test('the main page', async ({ page }) => {
  await expectInBothLanguages(page, await page.goto('/'), texts('Вітрина — інтернет-магазин електроніки', 'Витрина — интернет-магазин электроники'));
});

test('a category, opened from the main page', async ({ page }) => {
  const response = await openFirstCategory(page);
  expect(new URL(page.url()).pathname).toMatch(/^\/category\/[\w-]+$/);
  await expectInBothLanguages(page, response, () => currentCategory(page).innerText());
  await expect(listedCards(page).first()).toBeVisible();
});

test('a product, opened from its card on a category page', async ({ page }) => {
  await openFirstCategory(page);
  const title = listedCards(page).first().getByRole('heading', { level: 3 }).getByRole('link');
  const uk = await title.innerText();
  const response = await followLink(page, title);
  // Its Russian title is the document title's too.
  await expectInBothLanguages(page, response, async (lang) =>
    lang === 'uk' ? uk : ((await page.title()).match(/^(.*) — Витрина$/)?.[1] ?? 'a document title "… — Витрина"'),
  );
});

test('the comparison of three products of a category', async ({ page }) => {
  await openFirstCategory(page);
  const ids = await listedCards(page)
    .locator('[data-widget="product-actions"]')
    .evaluateAll((islands) => islands.slice(0, 3).map((island) => island.getAttribute('data-product-id')));
  expect(ids).toHaveLength(3);
  const titles = await listedCards(page).getByRole('heading', { level: 3 }).allInnerTexts();
  await expectInBothLanguages(page, await page.goto(`/compare?ids=${ids.join(',')}`), texts('Порівняння товарів', 'Сравнение товаров'));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  await switchLanguage(page, 'uk');
  for (const title of titles.slice(0, 3)) await expect(page.getByRole('main').getByRole('heading', { level: 3, name: title })).toBeVisible();
});

test('search results for a brand of the catalogue', async ({ page }) => {
  await page.goto('/');
  const brand = (await page.getByRole('main').getByRole('article').first().locator('.card-brand').innerText()).trim();
  const response = await page.goto(`/search?q=${encodeURIComponent(brand)}`);
  await expectInBothLanguages(page, response, texts(`Результати за запитом «${brand}»`, `Результаты по запросу «${brand}»`));
  await expect(listedCards(page).first()).toBeVisible();
});

test('the cart and the checkout with a product in the cart', async ({ page, baseURL }) => {
  await openFirstCategory(page);
  const island = listedCards(page).locator('[data-widget="product-actions"][data-to-cart="1"]').first();
  await addToGuestCartThroughApi(page, baseURL, Number(await island.getAttribute('data-product-id')));
  await expectInBothLanguages(page, await page.goto('/cart'), texts('Кошик', 'Корзина'));
  await expect(page.locator('[data-widget="cart"] .vitrina-cart-line')).toHaveCount(1);
  await expectInBothLanguages(page, await page.goto('/checkout'), texts('Оформлення замовлення', 'Оформление заказа'));
  await expect(page.locator('form[data-widget="checkout"]')).toBeVisible();
});

test('the payment page of the seeded order that needs payment', async ({ page }) => {
  const { token, orderId } = seededPaymentLink();
  const response = await page.goto(`/order/pay/${token}`);
  await expectInBothLanguages(page, response, texts(`Замовлення №${orderId}`, `Заказ №${orderId}`));
  await expect(page.locator('[data-widget="order-payment"]')).toHaveAttribute('data-payment-token', token);
});

test('the Server Error page for an unknown product or category, whatever the language', async ({ page, pageWatch }) => {
  for (const lang of ['uk', 'ru'] as const) {
    await page.goto('/');
    if (lang === 'ru') await switchLanguage(page, 'ru');
    // Reported: the error page declares no icon, so Chromium asks for /favicon.ico, a 404 too.
    pageWatch.expectErrorStatus('/favicon.ico', 404);
    for (const path of ['/no-such-product-e2e', '/category/no-such-category-e2e']) {
      pageWatch.expectErrorStatus(path, 404);
      // The error page is the generic English one (docs/pages.md#server-error-screen), without the shop's frame.
      await expectShopPage(page, await page.goto(path), { lang: 'en', heading: 'Server Error', status: 404 });
      await expect(page.getByText('Something went wrong...')).toBeVisible();
    }
  }
});

// The profile portal, logged in as the Russian-speaking demo account: its pages open in the
// account's language, and the switch changes the account's language, so each test starts from
// whatever language the page comes in.
const profilePages: ReadonlyArray<readonly [path: string, heading: Texts]> = [
  ['/profile', { uk: 'Особисті дані', ru: 'Личные данные' }],
  ['/profile/delivery', { uk: 'Адреси доставки', ru: 'Адреса доставки' }],
  ['/profile/settings', { uk: 'Налаштування', ru: 'Настройки' }],
  ['/profile/bonuses', { uk: 'Бонуси', ru: 'Бонусы' }],
  ['/profile/purchases', { uk: 'Мої покупки', ru: 'Мои покупки' }],
  ['/favorites', { uk: 'Обране', ru: 'Избранное' }],
  ['/compare', { uk: 'Порівняння товарів', ru: 'Сравнение товаров' }],
];

for (const [path, heading] of profilePages) {
  test(`${path} of a logged-in user`, async ({ page, baseURL }) => {
    await logInThroughApi(page, baseURL, demoAccounts.russian);
    const response = await page.goto(path);
    expect(new URL(page.url()).pathname, 'a logged-in user is not sent to log in').toBe(path);
    await expectInBothLanguages(page, response, (lang) => heading[lang]);
    // The header's user menu (the widgets' island: a button that opens the account menu) names the user.
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`: ${demoAccounts.russian.firstName}$`) })).toBeVisible();
  });
}
