import { anyUserMenuButton, headerLoginButton, modal, modalHost, userMenuButton } from './support/shop-dialogs';
import { stubGoogle } from './support/google-stub';
import { registeredAccount } from './support/shop-journeys';
import { expect, test } from './support/shop-test';

// Social login on the shop with the development verifier (SOCIAL_LOGIN_DEV_VERIFIER=1, the
// legacy-shop-social project of playwright.config.ts): Google's script is the test's stand-in,
// whose account pick is a development token `dev:<id>:<email>` (docs/accounts.md#social-login).
// The shop's Content-Security-Policy allows only its own scripts; the stand-in stands at Google's
// address, so the page's policy is bypassed for it.
test.use({ bypassCSP: true });

const devToken = (email: string) => `dev:e2e${Date.now().toString(36)}:${email}`;

test('the login dialog’s Google button signs an existing account in through the development verifier', async ({ page }) => {
  const account = await registeredAccount(page, 'Северина');
  const google = await stubGoogle(page, devToken(account.email));
  // The cart page: no one-tap prompt there, so Google's script loads on the click only.
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  expect(google.requests, 'Google’s script before the click').toHaveLength(0);

  await headerLoginButton(page).click();
  const login = modal(page, 'Вхід');
  await expect(login).toBeVisible();
  await google.answerPrompts();
  const signedIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/login_social');
  await login.getByRole('button', { name: 'Увійти через Google' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  expect(google.requests).toHaveLength(1);
  await page.reload();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
});

test('the one-tap prompt comes to a guest once the login check has failed, and the account picked is signed in', async ({ page, baseURL, pageWatch }) => {
  const account = await registeredAccount(page, 'Орися');
  const google = await stubGoogle(page, devToken(account.email), { answer: true });
  // A token the shop does not know: the login check runs and fails.
  await page.context().addCookies([{ name: 'token', value: 'revoked-token-0000', url: baseURL ?? '' }]);
  pageWatch.expectErrorStatus('/api/profile/me', 401);
  let checkedAt = Number.POSITIVE_INFINITY;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/profile/me') checkedAt = Math.min(checkedAt, Date.now());
  });
  await page.goto('/');
  await expect.poll(() => google.requests.length).toBe(1);
  expect(google.requestedAt[0], 'Google’s script is asked for after the login check answered').toBeGreaterThanOrEqual(checkedAt);
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  // Google's prompt, then taken away once the shopper is signed in.
  expect(await google.calls()).toEqual(['initialize', 'prompt', 'cancel']);
  await expect(headerLoginButton(page)).toHaveCount(0);
});

test('no one-tap prompt for a signed-in user, on a phone, or on the cart page', async ({ page, baseURL }) => {
  const account = await registeredAccount(page, 'Мирослава');
  const google = await stubGoogle(page, devToken(account.email), { answer: true });

  await page.goto('/cart');
  await expect(headerLoginButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The guest's page is left before the window widens: widened, it would rightly offer the prompt.
  await page.goto('about:blank');
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.request.post('/api/profile/login', { data: { email: account.email, password: account.password } });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(google.requests, 'Google’s script was asked for').toHaveLength(0);
  await expect(anyUserMenuButton(page)).toHaveCount(1);
});
