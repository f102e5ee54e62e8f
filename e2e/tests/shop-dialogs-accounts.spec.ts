import { demoAccounts } from './support/shop-accounts';
import { withShopDatabase } from './support/shop-database';
import { anyUserMenuButton, dialogTexts as texts, expect, headerLoginButton, isCall, logInThroughDialog, modal, modalHost, newAccount, test, userMenuAction, userMenuButton } from './support/shop-dialogs';

// The example shop's modals with the widgets bundle (real server, real database; docs/pages.md):
// signing up, out, in and switching accounts through the login and change-account dialogs
// (docs/accounts.md).

test('register in the login dialog, log out, log in again, add a demo account and switch back: the header names the right user each time', async ({ page }) => {
  // Eleven steps through four dialogs and two reloads: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const account = newAccount('Богдана');
  const other = demoAccounts.leftHanded;
  await page.goto('/');

  // Registration: the header's login button, then the registration screen of the same dialog.
  await headerLoginButton(page).click();
  const login = modal(page, texts.login.title);
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: texts.login.register, exact: true }).click();
  const registration = modal(page, texts.registration.title);
  await expect(registration).toBeVisible();
  await expect(registration.getByRole('heading', { level: 2, name: texts.registration.title })).toBeFocused();
  await registration.getByRole('textbox', { name: texts.fields.firstName, exact: true }).fill(account.firstName);
  await registration.getByRole('textbox', { name: texts.fields.lastName, exact: true }).fill(account.lastName);
  const phone = registration.getByRole('textbox', { name: texts.fields.phone, exact: true });
  await phone.pressSequentially(account.phoneDigits);
  await expect(phone).toHaveValue(account.maskedPhone);
  await registration.getByRole('textbox', { name: texts.fields.email, exact: true }).fill(account.email);
  await registration.getByRole('textbox', { name: texts.fields.password, exact: true }).fill(account.password);
  await registration.getByRole('checkbox', { name: texts.fields.consent }).check();
  const signedUp = page.waitForResponse(isCall('/api/profile/signup'));
  await registration.getByRole('button', { name: texts.registration.submit, exact: true }).click();
  expect((await signedUp).status(), 'the shop registers the account').toBe(200);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect(headerLoginButton(page)).toHaveCount(0);
  const stored = withShopDatabase(
    (db) => db.prepare('SELECT first_name, last_name, phone FROM users WHERE email = ?').get(account.email) as Record<string, string> | undefined,
  );
  expect(stored, 'the account is in the shop’s database').toEqual({ first_name: account.firstName, last_name: account.lastName, phone: `38${account.phoneDigits}` });

  // Log out through the user menu: the header is a guest's again, after a reload too.
  await userMenuAction(page, account.firstName, 'logout');
  await expect(headerLoginButton(page)).toBeVisible();
  await expect(anyUserMenuButton(page)).toHaveCount(0);
  await page.reload();
  await expect(headerLoginButton(page)).toBeVisible();
  await expect(anyUserMenuButton(page)).toHaveCount(0);

  // Log in again through the dialog.
  await headerLoginButton(page).click();
  await expect(login).toBeVisible();
  await logInThroughDialog(login, account);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();

  // "Change account" lists the current account; "log in to another account" adds the demo one.
  await userMenuAction(page, account.firstName, 'switchAccount');
  const accounts = modal(page, texts.changeAccount.title);
  await expect(accounts).toBeVisible();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts.getByRole('listitem').first()).toContainText(`${account.firstName} ${account.lastName}`);
  await expect(accounts.getByRole('listitem').first()).toContainText(texts.changeAccount.current);
  await accounts.getByRole('button', { name: texts.changeAccount.add, exact: true }).click();
  const addAccount = modal(page, texts.changeAccount.add);
  await expect(addAccount).toBeVisible();
  await logInThroughDialog(addAccount, other);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, other.firstName)).toBeVisible();
  await expect(userMenuButton(page, account.firstName)).toHaveCount(0);

  // Switch back: both accounts listed, the demo one current, the first one a button.
  await userMenuAction(page, other.firstName, 'switchAccount');
  await expect(accounts).toBeVisible();
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  const current = accounts.getByRole('listitem').filter({ hasText: other.email });
  await expect(current).toContainText(`${other.firstName} ${other.lastName}`);
  await expect(current).toContainText(texts.changeAccount.current);
  const first = accounts.getByRole('button', { name: new RegExp(`^${account.firstName} ${account.lastName}\\s*${account.email.replace(/[.+]/g, '\\$&')}$`) });
  await expect(first).toBeVisible();
  await first.click();
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect(userMenuButton(page, other.firstName)).toHaveCount(0);

  // The session is the first account's on the server too: a reload keeps it.
  await page.reload();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
});
