import type { Locator, Page } from '@playwright/test';
import { withShopDatabase } from './shop-database';
import { signUpCustomer, type NewAccount } from './shop-purchase';
import { expect, type Lang } from './shop-test';

/**
 * The profile portal's pages with their islands: a customer of their own (no other test changes
 * their name, language or handedness), signed up in `lang` and logged in in the browser context.
 */
export async function profileCustomer(page: Page, baseURL: string | undefined, lang: Lang = 'uk'): Promise<NewAccount> {
  return signUpCustomer(page, baseURL, { lang, bonuses: 0 });
}

/** The island's own fields inside the page's form: the no-script form is gone once it has mounted. */
export async function profileIslandMounted(page: Page, widget: 'profile-information' | 'profile-settings'): Promise<Locator> {
  const form = page.locator(`form[data-widget="${widget}"]`);
  await expect(form.locator('.vitrina-form')).toBeVisible();
  return form;
}

/** The header's user menu button, named by the first name it shows. */
export function userMenuButton(page: Page, firstName: string, lang: Lang = 'uk'): Locator {
  const label = lang === 'uk' ? 'Меню користувача' : 'Меню пользователя';
  return page.getByRole('banner').getByRole('button', { name: `${label}: ${firstName}` });
}

/** A mark on the page's window: still there later means the page was never left nor reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { e2eMark?: string }).e2eMark = 'still-here'));
}

export async function expectSameWindow(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('still-here');
}

/** One column of the customer's row in the shop's database. */
export function userColumn(id: number, column: 'first_name' | 'lang' | 'handedness' | 'phone' | 'birthday'): unknown {
  return withShopDatabase((db) => (db.prepare(`SELECT ${column} AS value FROM users WHERE id = ?`).get(id) as { value: unknown }).value);
}
