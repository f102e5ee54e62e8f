import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/shop-test';

// The search modal's search as you type against the shop's own search (docs/catalogue.md#search-as-you-type):
// what the shopper sees, how many requests fast typing makes, the keyboard from the field to a
// product's page, and the recent queries the browser keeps across a reload.

const texts = {
  opener: 'Відкрити пошук',
  dialog: 'Пошук',
  field: 'Пошук товарів',
  products: 'Знайдені товари',
  recent: 'Нещодавні запити',
  clear: 'Очистити історію пошуку',
  showAll: /^Показати всі результати \(\d+\)$/,
};

const isSearch = (request: Request) => new URL(request.url()).pathname === '/api/shop/search/load_products';

/** Every search request the page makes from now on, by its query. */
function recordSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (isSearch(request)) queries.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  return queries;
}

async function openSearch(page: Page) {
  const opener = page.getByRole('link', { name: texts.opener });
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.dialog, exact: true });
  const field = dialog.getByRole('combobox', { name: texts.field });
  await expect(field).toBeFocused();
  return { dialog, field };
}

test('typing "Sams" fast shows the Samsung products found, after one request for the text typed last', async ({ page }) => {
  await page.goto('/');
  const searches = recordSearches(page);
  const { dialog, field } = await openSearch(page);
  await field.pressSequentially('Sams', { delay: 40 });

  const list = dialog.getByRole('listbox', { name: texts.products });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const titles = await list.getByRole('option').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/Samsung/i);
  await expect(dialog.getByRole('status')).toHaveText(/^Знайдено \d+ товар/);
  await expect(dialog.getByRole('link', { name: texts.showAll })).toHaveAttribute('href', '/search?q=Sams');

  // Time for any late request of the earlier keystrokes to have been made.
  await page.waitForTimeout(600);
  expect(searches).toEqual(['Sams']);
  await expectNoAxeViolations(page);
});

test('the keyboard alone: arrows to a product, Enter opens its page; the query is offered again after a reload, Escape closes the list and then the modal', async ({ page }) => {
  await page.goto('/');
  const first = await openSearch(page);
  await first.field.pressSequentially('Sams', { delay: 40 });
  const options = first.dialog.getByRole('listbox', { name: texts.products }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = options.nth(1);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(first.field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
  const title = (await active.locator('.vitrina-search__title').textContent()) ?? '';
  expect(title).not.toBe('');

  await Promise.all([page.waitForURL((url) => url.pathname !== '/'), page.keyboard.press('Enter')]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.reload();
  const again = await openSearch(page);
  const recent = again.dialog.getByRole('listbox', { name: texts.recent });
  await expect(recent.getByRole('option')).toHaveText(['Sams']);
  await expect(again.field).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(again.field).toHaveAttribute('aria-expanded', 'false');
  await expect(again.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again.dialog).toBeHidden();

  const reopened = await openSearch(page);
  await reopened.dialog.getByRole('button', { name: texts.clear }).click();
  await expect(reopened.dialog.getByRole('listbox', { name: texts.recent })).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('recentSearches'))).toBeNull();
});
