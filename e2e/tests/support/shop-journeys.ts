import type { Page } from '@playwright/test';
import { logInThroughApi, newAccount, registerThroughApi, type NewAccount } from './shop-dialogs';
import { withShopDatabase } from './shop-database';

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
