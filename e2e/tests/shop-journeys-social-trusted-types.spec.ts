import type { Page } from '@playwright/test';
import { GOOGLE_SCRIPT, stubGoogle } from './support/google-stub';
import { headerLoginButton, modal, modalHost, userMenuButton } from './support/shop-dialogs';
import { registeredAccount } from './support/shop-journeys';
import { expect, test } from './support/shop-test';
import { expectEnforcingShopPage, watchTrustedTypes } from './support/trusted-types-watch';

// The sign-in provider's script under the shop's Trusted Types, on the shop with the development
// social verifier (the legacy-shop-social project): the one script the widgets add goes through
// their one policy, vitrina-provider-script, made once per page. The shop's own policy allows only
// its own scripts and Google's stand-in stands at Google's address, so each page's script-src gets
// that one address added here; the Trusted Types directives are the shop's, untouched.

const devToken = (email: string) => `dev:e2e${Date.now().toString(36)}:${email}`;

/** The shop's pages as it sends them, with Google's script allowed in script-src (and nothing else changed). */
async function allowGoogleScript(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && url.host !== new URL(GOOGLE_SCRIPT).host,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace("script-src 'self'", `script-src 'self' ${GOOGLE_SCRIPT}`);
      return route.fulfill({ response, headers });
    },
  );
}

test('one-tap and the Google button load the provider’s script through the widgets’ one policy, without a violation', async ({ page, baseURL, pageWatch }) => {
  const account = await registeredAccount(page, 'Соломія');
  const google = await stubGoogle(page, devToken(account.email));
  await allowGoogleScript(page);
  const watch = await watchTrustedTypes(page);

  // A token the shop does not know: the login check fails, and a guest is offered one-tap.
  await page.context().addCookies([{ name: 'token', value: 'revoked-token-0000', url: baseURL ?? '' }]);
  pageWatch.expectErrorStatus('/api/profile/me', 401);
  await expectEnforcingShopPage(page, await page.goto('/'));
  await expect.poll(() => google.requests.length).toBe(1);
  await expect.poll(() => google.calls()).toEqual(['initialize', 'prompt']);
  await watch.expectClean('one-tap’s script');
  expect(watch.policies).toEqual(['vitrina-provider-script']);

  // The login dialog's Google button, on the same page: the same script, no second policy.
  await headerLoginButton(page).click();
  const login = modal(page, 'Вхід');
  await expect(login).toBeVisible();
  await google.answerPrompts();
  const signedIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/login_social');
  await login.getByRole('button', { name: 'Увійти через Google' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await watch.expectClean('signing in with the Google button');
  expect(watch.policies, 'one policy for the page').toEqual(['vitrina-provider-script']);
});
