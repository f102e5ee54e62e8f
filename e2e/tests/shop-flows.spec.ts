import type { Locator, Page } from '@playwright/test';
import { demoAccounts } from './support/shop-accounts';
import { cardPrice, categoryMenu, expect, followLink, listedCards, switchLanguage, test } from './support/shop-test';

// A shopper using the server-rendered pages alone (the widgets bundle is not there): links and
// plain forms, in a real browser.

const UKRAINIAN_ONLY_LETTERS = /[іїєґ]/i;
const RUSSIAN_ONLY_LETTERS = /[ыэёъ]/i;

const results = (page: Page) => page.getByRole('main').getByRole('status');
const sorting = (page: Page) => page.getByRole('region', { name: /^(Сортування|Сортировка)$/ });
const filters = (page: Page) => page.getByRole('region', { name: /^(Фільтри|Фильтры)$/ });
const pagination = (page: Page) => page.getByRole('navigation', { name: /^(Сторінки|Страницы)$/ });
const cartLink = (page: Page) => page.getByRole('banner').locator('[data-widget="cart-link"]');

async function prices(page: Page): Promise<number[]> {
  const cards = await listedCards(page).all();
  return Promise.all(cards.map(cardPrice));
}

function expectAscending(values: readonly number[]): void {
  expect(values.length).toBeGreaterThan(0);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
}

async function productIds(page: Page): Promise<string[]> {
  return listedCards(page)
    .locator('[data-widget="product-actions"]')
    .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-product-id') ?? ''));
}

const query = (page: Page) => new URL(page.url()).searchParams;

/** Waits for the page a form led to: its address, then its whole document parsed. */
async function arrivedAt(page: Page, address: (url: URL) => boolean, message?: string): Promise<void> {
  await expect(page, message).toHaveURL(address);
  await page.waitForLoadState('domcontentloaded');
}

/** The page's text, without the language switch (its links are named in their own language). */
async function pageText(page: Page): Promise<string> {
  return page.locator('body').evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll('script, [lang]')) element.remove();
    return copy.textContent ?? '';
  });
}

/** From the main page, the first category of the header's menu that has more than one page. */
async function openCategoryWithPages(page: Page): Promise<string> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вітрина — інтернет-магазин електроніки');
  const count = await categoryMenu(page).getByRole('link').count();
  for (let index = 0; index < count; index += 1) {
    const link = categoryMenu(page).getByRole('link').nth(index);
    const name = await link.innerText();
    await followLink(page, link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    if ((await pagination(page).count()) > 0) return name;
    await page.goBack();
  }
  throw new Error('no category of the menu has a second page');
}

test.describe('the server’s category listing, followed link by link', () => {
  // With script the listing changes in place instead (shop-category-in-place.spec.ts); these check the
  // server's sorting, pages, filters and language links themselves.
  test.use({ javaScriptEnabled: false });

  test('a shopper sorts a category by price, pages through it and filters it by brand', async ({ page }) => {
    const category = await openCategoryWithPages(page);
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/category\/[\w-]+$/);
    await expect(listedCards(page)).toHaveCount(24);

    // Sorting: a link; the choice goes into the query string.
    await followLink(page, sorting(page).getByRole('link', { name: 'Від дешевших' }));
    await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get('sort') === 'price_asc');
    await expect(sorting(page).getByRole('link', { name: 'Від дешевших' })).toHaveAttribute('aria-current', 'true');
    const firstPage = await prices(page);
    expectAscending(firstPage);
    const firstIds = await productIds(page);

    // The second page goes on where the first stopped.
    await followLink(page, pagination(page).getByRole('link', { name: 'Сторінка 2', exact: true }));
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'price_asc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
    await expect(results(page)).toContainText(/Сторінка 2 з \d+/);
    await expect(pagination(page).getByRole('link', { name: 'Сторінка 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const secondPage = await prices(page);
    expectAscending(secondPage);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
    expect((await productIds(page)).filter((id) => firstIds.includes(id))).toEqual([]);

    // Filters: one GET form; a ticked brand lists only that brand's products, still sorted.
    const brands = filters(page).getByRole('group', { name: 'Бренд' });
    const brand = brands.getByRole('checkbox').first();
    const label = (await brand.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    const [, name = '', count = '0'] = /^(.*\S)\s*\((\d+)\)$/.exec(label) ?? [];
    expect(name, `a brand label "name (count)", got "${label}"`).not.toBe('');
    await brand.check();
    await filters(page).getByRole('button', { name: 'Застосувати' }).click();
    await arrivedAt(page, (url) => url.pathname === path && url.searchParams.getAll('brand').join() === name);
    expect(query(page).get('sort'), 'the form keeps the sorting').toBe('price_asc');
    expect(query(page).has('page'), 'a new filter starts at the first page').toBe(false);
    await expect(results(page)).toContainText(new RegExp(`^${count} товар`));
    await expect(filters(page).getByRole('group', { name: 'Бренд' }).getByRole('checkbox', { name: label })).toBeChecked();
    await expect(listedCards(page)).toHaveCount(Math.min(Number(count), 24));
    await expect(listedCards(page).locator('.card-brand')).toHaveText(Array.from({ length: Math.min(Number(count), 24) }, () => name));
    expectAscending(await prices(page));
  });

  test('the language switch keeps the page, its sorting and its page number, in Russian', async ({ page }) => {
    await openCategoryWithPages(page);
    await followLink(page, sorting(page).getByRole('link', { name: 'Від дешевших' }));
    await followLink(page, pagination(page).getByRole('link', { name: 'Сторінка 2', exact: true }));
    const path = new URL(page.url()).pathname;
    const ukrainian = await page.getByRole('heading', { level: 1 }).innerText();

    await switchLanguage(page, 'ru');
    await expect(page).toHaveURL(
      (url) => url.pathname === path && url.searchParams.get('sort') === 'price_asc' && url.searchParams.get('page') === '2' && url.searchParams.get('lang') === 'ru',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await categoryMenu(page).locator('a[aria-current="page"]').innerText());
    await expect(sorting(page).getByRole('link', { name: 'От дешёвых' })).toHaveAttribute('aria-current', 'true');
    await expect(filters(page).getByRole('button', { name: 'Применить' })).toBeVisible();
    await expect(results(page)).toContainText(/Страница 2 из \d+/);
    expect(await pageText(page)).not.toMatch(UKRAINIAN_ONLY_LETTERS);

    // The choice sticks (a cookie) until switched back.
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await switchLanguage(page, 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ukrainian);
    expect(await pageText(page)).not.toMatch(RUSSIAN_ONLY_LETTERS);
  });
});

test.describe('without script', () => {
  // What the server sends is checked as it is: the widgets bundle would replace the island's HTML.
  test.use({ javaScriptEnabled: false });

  test('the server-rendered buy button puts a product into the cart at the server’s price', async ({ page }) => {
    await page.goto('/');
    await followLink(page, categoryMenu(page).getByRole('link').first());
    await expect(cartLink(page)).toBeHidden();
    const card = listedCards(page)
      .filter({ has: page.getByRole('button', { name: 'Купити' }) })
      .first();
    const title = await card.getByRole('heading', { level: 3 }).innerText();
    const price = await cardPrice(card);

    await card.getByRole('button', { name: 'Купити' }).click();
    await arrivedAt(page, (url) => url.pathname === '/cart', 'the buy button leads to the cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кошик');
    const line: Locator = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(line, 'the cart lists the product the buy button posted').toHaveCount(1);
    const unitPrice = line.getByText(/^Ціна за одиницю:/);
    await expect(unitPrice).toHaveText(/^Ціна за одиницю:\s[\d\s]+грн$/);
    expect(Number((await unitPrice.innerText()).replace(/\D/g, '')), 'the cart’s unit price is the card’s').toBe(price);
    await expect(line.getByText(/^Кількість:/)).toHaveText(/^Кількість:\s*1$/);
    await expect(cartLink(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute('data-count', '1');
    await expect(cartLink(page)).toHaveAccessibleName('Кошик: 1 товар');
  });
});

test.describe('the login form without script', () => {
  // With script the header's user menu and the login-form island take over (shop-widgets-header.spec.ts).
  test.use({ javaScriptEnabled: false });

  test('the demo customer logs in with the login form, sees the account and the bonuses, and logs out', async ({ page }) => {
    const customer = demoAccounts.customer;
    await page.goto('/');
    await followLink(page, page.getByRole('banner').getByRole('link', { name: 'Увійти' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вхід');
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Пароль').fill(customer.password);
    await page.getByRole('main').getByRole('button', { name: 'Увійти' }).click();

    // Back where the shopper came from, with the first name in the header.
    await arrivedAt(page, (url) => url.pathname === '/', 'the login form logs in and goes back to the page it came from');
    const userMenu = page.getByRole('banner').getByRole('link', { name: `Меню користувача: ${customer.firstName}` });
    await expect(userMenu).toBeVisible();
    await expect(userMenu.getByText(customer.firstName, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Увійти' })).toHaveCount(0);

    await followLink(page, userMenu);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Особисті дані');
    // The details as a form of their own, which posts without script; the e-mail only shown.
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: 'Ім’я', exact: true })).toHaveValue(customer.firstName);
    await expect(main.getByRole('textbox', { name: 'Прізвище', exact: true })).toHaveValue(customer.lastName);
    await expect(main.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(customer.email);
    await expect(main.getByRole('textbox', { name: 'E-mail', exact: true })).not.toBeEditable();

    const sections = page.getByRole('navigation', { name: 'Розділи особистого кабінету' });
    await followLink(page, sections.getByRole('link', { name: /^Бонуси/ }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бонуси');
    const balance = page.getByRole('region', { name: 'Ваш бонусний рахунок' });
    await expect(balance).toContainText(`${customer.bonuses} бонусів`);

    await sections.getByRole('button', { name: 'Вийти' }).click();
    await arrivedAt(page, (url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Увійти' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/profile');
  });
});

