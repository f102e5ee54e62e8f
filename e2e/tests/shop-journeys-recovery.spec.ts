import { anyUserMenuButton, userMenuButton } from './support/shop-dialogs';
import { recoveryLinkFor, registeredAccount } from './support/shop-journeys';
import { expect, test } from './support/shop-test';
import type { Page } from '@playwright/test';

// Password recovery (docs/accounts.md) through the link the shop writes to its outbox instead of
// mailing it: a new password, a login with it, the old one refused, the link good once.

async function logInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  // The login form is an island: typing into the server's form before it mounts is lost.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Увійти', exact: true }).click();
}

test('password recovery: the outbox’s link sets a new password, which logs in; the old one is refused and the link works once', async ({ page, pageWatch }) => {
  test.setTimeout(60_000);
  // The refused old password (401) and the used link's page (422) are answers the journey expects.
  pageWatch.expectErrorStatus('/api/profile/login', 401);
  pageWatch.expectErrorStatus('/password-reset', 422);
  const account = await registeredAccount(page, 'Ярина');
  const newPassword = `${account.password}-new`;

  await page.goto('/recovery');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('E-mail').fill(account.email);
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/recovery');
  await page.getByRole('button', { name: 'Відновити пароль' }).click();
  expect((await asked).status()).toBe(200);
  await expect(page.getByText(`Ми надіслали лист із посиланням для відновлення пароля на ${account.email}`)).toBeVisible();

  const link = recoveryLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Відновлення пароля');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('reset') === '1');
  await expect(page.getByText('Пароль змінено. Увійдіть з новим паролем.')).toBeVisible();

  // The old password is refused, and the shopper stays a guest.
  await logInOnLoginPage(page, account.email, account.password);
  await expect(page.getByRole('main').getByText('Неправильний логін або пароль')).toBeVisible();
  await expect(anyUserMenuButton(page)).toHaveCount(0);

  // The new one logs in: the header names the user.
  await logInOnLoginPage(page, account.email, newPassword);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(userMenuButton(page, account.firstName)).toBeVisible();

  // The link has been used: it sets nothing a second time.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Посилання для відновлення пароля недійсне або застаріло. Запросіть нове.');
  await expect(page).toHaveURL((url) => url.pathname === '/password-reset');
});
