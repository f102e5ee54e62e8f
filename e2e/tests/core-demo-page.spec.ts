import { RAW_KEY, expect, favourite, favouritesStatus, open, test, titles, visibleText } from './support/core-demo';

// The core demo page (vite, no server behind its API): its sections, the product cards and the favourites.

test('loads in Ukrainian with every section and no console errors', async ({ page }) => {
  await open(page);
  await expect(page).toHaveTitle('Vitrina: ядро в браузері');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitrina: ядро в браузері');
  await expect(page.getByRole('button', { name: 'Укр', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Рус', exact: true })).toHaveAttribute('aria-pressed', 'false');
  for (const name of ['Товари', 'Реєстрація', 'Правила оформлення замовлення', 'Запит до API', 'Журнал подій']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(favouritesStatus(page)).toHaveText('Обране: 0 товарів');
  expect(await visibleText(page)).not.toMatch(RAW_KEY);
});

test('product cards show prices in hryvnias, rating, availability, the one action and the bonus', async ({ page }) => {
  await open(page);
  const samsung = page.getByRole('article', { name: titles.samsung });
  const airpods = page.getByRole('article', { name: titles.airpods });
  const playstation = page.getByRole('article', { name: titles.playstation });
  const vacuum = page.getByRole('article', { name: titles.vacuum });

  await expect(airpods.getByText('12 499 грн', { exact: true })).toBeVisible();
  await expect(samsung.getByText('32 499 грн', { exact: true })).toBeVisible();
  await expect(samsung.getByText('34 999 грн', { exact: true })).toBeVisible();
  await expect(samsung.getByText('Знижка')).toBeVisible();
  await expect(playstation.getByText('31 999 грн', { exact: true })).toBeVisible();
  await expect(vacuum.getByText('15 999 грн', { exact: true })).toBeVisible();

  await expect(samsung.getByRole('img', { name: 'Рейтинг: 4,5 з 5' })).toBeVisible();
  await expect(samsung.getByText('23 відгуки')).toBeVisible();
  await expect(airpods.getByText('41 відгук', { exact: true })).toBeVisible();
  await expect(playstation.getByText('Відгуків поки немає')).toBeVisible();

  await expect(samsung.getByText('Є в наявності')).toBeVisible();
  await expect(airpods.getByText('Закінчується')).toBeVisible();
  await expect(playstation.getByText('Очікується')).toBeVisible();
  await expect(vacuum.getByText('Немає в наявності')).toBeVisible();

  await expect(samsung.getByRole('button', { name: 'Купити' })).toBeVisible();
  await expect(playstation.getByRole('button', { name: 'Передзамовити' })).toBeVisible();
  await expect(playstation.getByRole('button', { name: 'Купити' })).toHaveCount(0);
  await expect(vacuum.getByRole('button', { name: 'Повідомити про наявність' })).toBeVisible();

  await expect(samsung.getByText('+325 бонусів')).toBeVisible();
  await expect(airpods.getByText('+125 бонусів')).toBeVisible();
  await expect(playstation.getByText(/бонус/)).toHaveCount(0);
  await expect(vacuum.getByText(/бонус/)).toHaveCount(0);
});

test('a favourite toggles only its own card, is counted, and survives a reload', async ({ page }) => {
  await open(page);
  const airpods = favourite(page, titles.airpods);
  const others = [titles.samsung, titles.playstation, titles.vacuum].map((title) => favourite(page, title));

  await airpods.click();
  await expect(airpods).toHaveAttribute('aria-pressed', 'true');
  for (const other of others) await expect(other).toHaveAttribute('aria-pressed', 'false');
  await expect(favouritesStatus(page)).toHaveText('Обране: 1 товар');
  await expect(page.getByText(`Товар додано в обране: ${titles.airpods}`)).toBeVisible();

  await favourite(page, titles.vacuum).click();
  await expect(favouritesStatus(page)).toHaveText('Обране: 2 товари');

  await page.reload();
  await expect(airpods).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite(page, titles.vacuum)).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite(page, titles.samsung)).toHaveAttribute('aria-pressed', 'false');
  await expect(favouritesStatus(page)).toHaveText('Обране: 2 товари');

  await airpods.click();
  await expect(airpods).toHaveAttribute('aria-pressed', 'false');
  await expect(favourite(page, titles.vacuum)).toHaveAttribute('aria-pressed', 'true');
  await expect(favouritesStatus(page)).toHaveText('Обране: 1 товар');
});
