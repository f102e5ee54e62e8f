import { RAW_KEY, RUSSIAN_ONLY_LETTERS, UKRAINIAN_ONLY_LETTERS, expect, favouritesStatus, open, switchTo, test, titles, visibleText } from './support/core-demo';

// The core demo page in Ukrainian and Russian: every text switches, and the choice survives a reload.

test('switching to Russian changes every text, and switching back restores Ukrainian', async ({ page }) => {
  await open(page);
  await switchTo(page, 'Рус');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle('Vitrina: ядро в браузере');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitrina: ядро в браузере');
  await expect(page.getByRole('button', { name: 'Укр', exact: true })).toHaveAttribute('aria-pressed', 'false');
  for (const name of ['Товары', 'Регистрация', 'Правила оформления заказа', 'Запрос к API', 'Журнал событий']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const airpods = page.getByRole('article', { name: 'Наушники Apple AirPods Pro 2' });
  await expect(airpods.getByText('Заканчивается')).toBeVisible();
  await expect(airpods.getByRole('button', { name: 'Купить' })).toBeVisible();
  await expect(airpods.getByText('41 отзыв', { exact: true })).toBeVisible();
  await expect(airpods.getByText('12 499 грн', { exact: true })).toBeVisible();
  await expect(favouritesStatus(page)).toHaveText('Избранное: 0 товаров');
  await expect(page.getByText('Язык изменён: Рус')).toBeVisible();
  const russian = await visibleText(page);
  expect(russian).not.toMatch(UKRAINIAN_ONLY_LETTERS);
  expect(russian).not.toMatch(RAW_KEY);

  await switchTo(page, 'Укр');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitrina: ядро в браузері');
  await expect(page.getByRole('article', { name: titles.airpods }).getByRole('button', { name: 'Купити' })).toBeVisible();
  await expect(page.getByText('Мову змінено: Рус')).toBeVisible();
  const ukrainian = await visibleText(page);
  expect(ukrainian).not.toMatch(RUSSIAN_ONLY_LETTERS);
  expect(ukrainian).not.toMatch(RAW_KEY);
});

test('the chosen language survives a reload', async ({ page }) => {
  await open(page);
  await switchTo(page, 'Рус');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitrina: ядро в браузере');
  await expect(page.getByRole('button', { name: 'Рус', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await switchTo(page, 'Укр');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitrina: ядро в браузері');
});
