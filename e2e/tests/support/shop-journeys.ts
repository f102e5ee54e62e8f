import type { Page } from '@playwright/test';
import { inBlankPage } from './blank-page';
import { logInThroughApi, newAccount, registerThroughApi, type NewAccount } from './shop-dialogs';
import { withShopDatabase } from './shop-database';
import { expect } from './shop-test';

/** A new account of its own for one test (registered through the profile API, the browser not logged in). */
export async function registeredAccount(page: Page, firstName: string): Promise<NewAccount> {
  const account = newAccount(firstName);
  await registerThroughApi(page, account);
  return account;
}

/** A new account made corporate (`role` corporate or super_corporate) in the shop's database, the browser logged in as it. */
export async function corporateAccount(page: Page, baseURL: string | undefined, role: 'corporate' | 'super_corporate' = 'corporate'): Promise<NewAccount> {
  const account = await registeredAccount(page, 'Марта');
  withShopDatabase((db) => db.prepare('UPDATE users SET role = ? WHERE email = ?').run(role, account.email));
  await logInThroughApi(page, baseURL, account);
  return account;
}

/** The business requests the shop stored for the account with this e-mail, oldest first. */
export function smbRequestsOf(email: string): Record<string, string>[] {
  return withShopDatabase((db) =>
    (db.prepare('SELECT r.payload FROM smb_requests r JOIN users u ON u.id = r.user_id WHERE u.email = ? ORDER BY r.id').all(email) as { payload: string }[]).map(
      (row) => JSON.parse(row.payload) as Record<string, string>,
    ),
  );
}

/** The address of the newest password-recovery link the shop put into its outbox for `email`. */
export function recoveryLinkFor(email: string): string {
  const body = withShopDatabase(
    (db) => (db.prepare('SELECT body FROM outbox WHERE recipient = ? AND body LIKE ? ORDER BY id DESC LIMIT 1').get(email, '%/password-reset?token=%') as { body: string } | undefined)?.body,
  );
  const link = body && /\/password-reset\?token=[\w%-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no recovery link in the outbox for ${email}`);
  return link;
}

/** A product of the categories' first pages whose card offers the reminder (back in stock): its id, title and page. */
export async function productWithReminder(page: Page): Promise<{ id: number; title: string; path: string }> {
  const main = await page.request.get('/');
  const categories = await inBlankPage(page, (html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>('header nav a[href^="/category/"]'));
    return [...new Set(links.map((link) => link.getAttribute('href') ?? '').filter((href) => !href.includes('?')))];
  }, await main.text());
  for (const path of categories) {
    const response = await page.request.get(path);
    if (response.status() !== 200) continue;
    const found = await inBlankPage(page, (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      for (const card of doc.querySelectorAll('ul.product-grid:not([data-list]) article')) {
        const actions = card.querySelector('[data-widget="product-actions"]');
        const title = card.querySelector('h3')?.textContent?.trim();
        if (actions?.getAttribute('data-notify') === '1' && title) return { id: Number(actions.getAttribute('data-product-id')), title };
      }
      return null;
    }, await response.text());
    if (found) return { ...found, path };
  }
  throw new Error('no listed product offers the reminder on the categories’ first pages');
}

/** The reminders the shop stored for a product and an e-mail. */
export function remindersOf(productId: number, email: string): { product_id: number; email: string }[] {
  return withShopDatabase(
    (db) => db.prepare('SELECT product_id, email FROM availability_reminders WHERE product_id = ? AND email = ?').all(productId, email) as { product_id: number; email: string }[],
  );
}

/** The distributors of each of the products that has any (`Name, City` as the shop lists them in Ukrainian), in the shop's order. */
export function distributorsOf(productIds: readonly number[]): Map<number, string[]> {
  return withShopDatabase((db) => {
    const found = new Map<number, string[]>();
    for (const id of productIds) {
      const rows = db
        .prepare('SELECT d.name, d.city_uk FROM product_distributors pd JOIN distributors d ON d.id = pd.distributor_id WHERE pd.product_id = ? ORDER BY pd.quantity DESC, d.name, d.id')
        .all(id) as { name: string; city_uk: string }[];
      if (rows.length > 0) found.set(id, rows.map((row) => `${row.name}, ${row.city_uk}`));
    }
    return found;
  });
}

export interface RunOutProduct {
  readonly id: number;
  readonly slug: string;
}

/** The `offset`-th buyable product whose gifts have run out, from the seed. */
export function productWithoutGiftsLeft(offset: number): RunOutProduct {
  const found = withShopDatabase(
    (db) =>
      db
        .prepare(
          `SELECT p.id, p.slug FROM products p JOIN product_gifts g ON g.product_id = p.id
           WHERE g.stock = 0 AND p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0
           ORDER BY p.id LIMIT 1 OFFSET ?`,
        )
        .get(offset) as RunOutProduct | undefined,
  );
  expect(found, 'the seed has products whose gifts have run out').toBeDefined();
  return found as RunOutProduct;
}
