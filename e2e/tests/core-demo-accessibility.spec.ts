import AxeBuilder from '@axe-core/playwright';
import { expect, favourite, favouritesStatus, open, switchTo, tabTo, test, titles } from './support/core-demo';

// The core demo page with the keyboard alone, and axe in both languages.

test('works with the keyboard alone', async ({ page }) => {
  await open(page);
  const russian = page.getByRole('button', { name: 'Рус', exact: true });
  await tabTo(page, russian);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitrina: ядро в браузере');
  await expect(russian).toBeFocused();

  const ukrainian = page.getByRole('button', { name: 'Укр', exact: true });
  await tabTo(page, ukrainian, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitrina: ядро в браузері');

  const airpods = favourite(page, titles.airpods);
  await tabTo(page, airpods);
  await page.keyboard.press('Enter');
  await expect(airpods).toHaveAttribute('aria-pressed', 'true');
  await expect(favouritesStatus(page)).toHaveText('Обране: 1 товар');
  await page.keyboard.press('Space');
  await expect(airpods).toHaveAttribute('aria-pressed', 'false');
  await expect(favouritesStatus(page)).toHaveText('Обране: 0 товарів');
  await expect(airpods).toBeFocused();
});

for (const label of ['Укр', 'Рус'] as const) {
  test(`axe finds no accessibility violations (${label})`, async ({ page }) => {
    await open(page);
    if (label === 'Рус') await switchTo(page, 'Рус');
    const violations = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(({ id, help, nodes }) => ({
        id,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
    expect(await violations()).toEqual([]);

    // The states with messages, errors and pressed toggles, too.
    await page.getByRole('button', { name: /^(Зареєструватися|Зарегистрироваться)$/ }).click();
    await page.getByRole('button', { name: /GetGeneralData/ }).click();
    await expect(page.getByRole('definition').filter({ hasText: 'HttpError' })).toBeVisible();
    await page.getByRole('button', { name: /^(В обране|В избранное): / }).first().click();
    await expect(page.getByRole('button', { pressed: true, name: /^(В обране|В избранное): / })).toHaveCount(1);
    expect(await violations()).toEqual([]);
  });
}
