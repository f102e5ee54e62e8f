import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

/** The one failure the page is meant to produce: the API button's request, with no server behind it. */
function isExpectedApiFailure(message: ConsoleMessage): boolean {
  return (
    message.type() === 'error' &&
    message.text() === 'Failed to load resource: the server responded with a status of 404 (Not Found)' &&
    new URL(message.location().url).pathname === '/api/shop/general'
  );
}

/** Every test fails on a console error or an uncaught exception other than the expected one. */
const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedApiFailure(message)) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const UKRAINIAN_ONLY_LETTERS = /[іїєґ]/i;
const RUSSIAN_ONLY_LETTERS = /[ыэёъ]/i;
const RAW_KEY = /\b(?:demo|product|products|forms|checkout|validation|errors|general|header|favorites|notifier)\.[a-z_]+/;

async function open(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function switchTo(page: Page, label: 'Укр' | 'Рус'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('the element never got the keyboard focus');
}

/** The page's visible text, without code samples (error class names and message keys are shown as code). */
async function visibleText(page: Page): Promise<string> {
  return page.locator('body').evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const code of copy.querySelectorAll('code, script')) code.remove();
    return copy.textContent ?? '';
  });
}

const registration = (page: Page) => page.getByRole('region', { name: 'Реєстрація' });
const checkout = (page: Page) => page.getByRole('region', { name: 'Правила оформлення замовлення' });
const favouritesStatus = (page: Page) => page.getByRole('banner').getByRole('status');
const favourite = (page: Page, title: string) => page.getByRole('button', { name: `В обране: ${title}` });

const titles = {
  samsung: 'Смартфон Samsung Galaxy S25 256 ГБ, синій',
  airpods: 'Навушники Apple AirPods Pro 2',
  playstation: 'Ігрова консоль Sony PlayStation 5 Pro',
  vacuum: 'Робот-пилосос Xiaomi Robot Vacuum X20+',
};

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

test.describe('registration form', () => {
  test('an empty form shows each field’s required message next to it', async ({ page }) => {
    await open(page);
    const form = registration(page);
    await form.getByRole('button', { name: 'Зареєструватися' }).click();

    const expected: Array<[Locator, string]> = [
      [form.getByRole('textbox', { name: 'Ім’я', exact: true }), 'Вкажіть ім’я'],
      [form.getByLabel('E-mail'), 'Вкажіть e-mail'],
      [form.getByLabel('Телефон'), 'Вкажіть номер телефону'],
      [form.getByLabel('Пароль'), 'Обов’язкове поле'],
      [form.getByRole('checkbox', { name: 'Я погоджуюся з умовами політики конфіденційності' }), 'Потрібна ваша згода з політикою конфіденційності'],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'Ім’я', exact: true })).toBeFocused();
    await expect(form.getByText('Реєстрацію завершено')).toHaveCount(0);

    await switchTo(page, 'Рус');
    await expect(page.getByRole('region', { name: 'Регистрация' }).getByRole('textbox', { name: 'Имя', exact: true })).toHaveAccessibleDescription(
      'Укажите имя',
    );
  });

  test('a wrong e-mail shows the e-mail message, a valid form shows success', async ({ page }) => {
    await open(page);
    const form = registration(page);
    const email = form.getByLabel('E-mail');
    await form.getByRole('textbox', { name: 'Ім’я', exact: true }).fill('Олена');
    await email.fill('olena@');
    await form.getByLabel('Телефон').fill('+38 050 123 45 67');
    await form.getByLabel('Пароль').fill('secret-42');
    await form.getByRole('checkbox', { name: 'Я погоджуюся з умовами політики конфіденційності' }).check();
    await form.getByRole('button', { name: 'Зареєструватися' }).click();

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Вкажіть правильний e-mail');
    await expect(email).toBeFocused();
    for (const label of ['Телефон', 'Пароль']) await expect(form.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Ім’я', exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill('olena@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Зареєструватися' }).click();

    const success = form.getByRole('status');
    await expect(success).toContainText('Реєстрацію завершено');
    await expect(success).toContainText('Телефон у форматі магазину: +38 050 123 45 67');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
});

test.describe('checkout rules', () => {
  const passportMessage = 'Для замовлення від 5 000 грн з оплатою при отриманні потрібні паспортні дані';

  test('5000 UAH paid in cash on receipt needs a passport; 4999 UAH does not', async ({ page }) => {
    await open(page);
    const panel = checkout(page);
    const violations = panel.getByRole('listitem');
    await panel.getByLabel('Доставка').selectOption({ label: 'У відділення «Нова пошта»' });
    await panel.getByLabel('Оплата').selectOption({ label: 'Готівкою при отриманні' });

    await panel.getByLabel('Сума товарів, грн').fill('5000');
    await expect(violations.filter({ hasText: passportMessage })).toHaveCount(1);
    await expect(panel.getByLabel('Серія та номер паспорта або номер ID-картки')).toHaveAccessibleDescription(passportMessage);
    await expect(panel.getByRole('status')).toHaveText('Замовлення не можна оформити');
    await expect(panel.getByText('5 000 грн', { exact: true })).toBeVisible();

    await panel.getByLabel('Сума товарів, грн').fill('4999');
    await expect(panel.getByText(passportMessage)).toHaveCount(0);
    await expect(violations).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('Порушень немає: замовлення можна оформити');
  });

  test('a passport and the recipient’s details satisfy the rule; delivery is free from 1500 UAH', async ({ page }) => {
    await open(page);
    const panel = checkout(page);
    await panel.getByLabel('Оплата').selectOption({ label: 'Готівкою при отриманні' });
    await panel.getByLabel('Сума товарів, грн').fill('7500');
    await expect(panel.getByRole('listitem')).toHaveCount(3);

    await panel.getByLabel('Серія та номер паспорта або номер ID-картки').fill('АВ 123456');
    await panel.getByLabel('Прізвище').fill('Шевченко');
    await panel.getByLabel('Ім’я', { exact: true }).fill('Тарас');
    await panel.getByLabel('По батькові').fill('Григорович');
    await panel.getByLabel('Телефон').fill('050 123 45 67');
    await expect(panel.getByRole('listitem')).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('Порушень немає: замовлення можна оформити');
    await expect(panel.getByText('Безкоштовно', { exact: true })).toBeVisible();

    await panel.getByLabel('Сума товарів, грн').fill('1000');
    await expect(panel.getByText('За тарифами перевізника при отриманні')).toBeVisible();
    await expect(panel.getByText('До безкоштовної доставки бракує 500 грн')).toBeVisible();
  });
});

test('the API button shows the typed error the SDK turns the failed call into', async ({ page }) => {
  await open(page);
  const panel = page.getByRole('region', { name: 'Запит до API' });
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/shop/general');
  await panel.getByRole('button', { name: 'Викликати GetGeneralData' }).click();
  expect((await answer).status()).toBe(404);

  const result = panel.getByRole('status');
  await expect(result).toContainText('Виклик завершився помилкою');
  await expect(result.getByRole('definition').filter({ hasText: 'HttpError' })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: /^http$/ })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: /^404$/ })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: 'Щось пішло не так' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('onError: помилка «http» у виклику GetGeneralData — Щось пішло не так');

  await switchTo(page, 'Рус');
  await expect(page.getByRole('region', { name: 'Запрос к API' }).getByRole('status')).toContainText('Что-то пошло не так');
});

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
