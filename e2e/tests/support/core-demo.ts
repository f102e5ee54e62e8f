import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

export { expect };

/** The one failure the page is meant to produce: the API button's request, with no server behind it. */
function isExpectedApiFailure(message: ConsoleMessage): boolean {
  return (
    message.type() === 'error' &&
    message.text() === 'Failed to load resource: the server responded with a status of 404 (Not Found)' &&
    new URL(message.location().url).pathname === '/api/shop/general'
  );
}

/** Every test fails on a console error or an uncaught exception other than the expected one. */
export const test = base.extend<{ consoleProblems: string[] }>({
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

export const UKRAINIAN_ONLY_LETTERS = /[іїєґ]/i;
export const RUSSIAN_ONLY_LETTERS = /[ыэёъ]/i;
export const RAW_KEY = /\b(?:demo|product|products|forms|checkout|validation|errors|general|header|favorites|notifier)\.[a-z_]+/;

export async function open(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export async function switchTo(page: Page, label: 'Укр' | 'Рус'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('the element never got the keyboard focus');
}

/** The page's visible text, without code samples (error class names and message keys are shown as code). */
export async function visibleText(page: Page): Promise<string> {
  return page.locator('body').evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const code of copy.querySelectorAll('code, script')) code.remove();
    return copy.textContent ?? '';
  });
}

export const registration = (page: Page) => page.getByRole('region', { name: 'Реєстрація' });
export const checkout = (page: Page) => page.getByRole('region', { name: 'Правила оформлення замовлення' });
export const favouritesStatus = (page: Page) => page.getByRole('banner').getByRole('status');
export const favourite = (page: Page, title: string) => page.getByRole('button', { name: `В обране: ${title}` });

export const titles = {
  samsung: 'Смартфон Samsung Galaxy S25 256 ГБ, синій',
  airpods: 'Навушники Apple AirPods Pro 2',
  playstation: 'Ігрова консоль Sony PlayStation 5 Pro',
  vacuum: 'Робот-пилосос Xiaomi Robot Vacuum X20+',
};
