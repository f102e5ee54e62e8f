import type { Locator, Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../../../examples/legacy-shop/src/seed/demo-accounts';
import { expect } from './shop-test';

export { demoAccounts, type DemoAccount };

/**
 * Logs the browser context in the way the widgets do: the profile API's login, its token in the
 * `token` cookie (URI-encoded, as the SDK writes it). For tests whose subject is not the login form.
 * Resolves with the token, for calls a test makes on the account's behalf.
 */
export async function logInThroughApi(page: Page, baseURL: string | undefined, account: DemoAccount): Promise<string> {
  if (!baseURL) throw new Error('the project has no baseURL');
  const response = await page.request.post('/api/profile/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), 'the profile API logs the demo account in').toBe(200);
  const answer = (await response.json()) as { success: boolean; data?: { token?: string } };
  const token = answer.data?.token;
  expect(answer.success && typeof token === 'string', 'the login answer carries a token').toBe(true);
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token ?? ''), url: baseURL }]);
  return token ?? '';
}

/** Puts one unit of a product into a new guest cart through the cart API and keeps it in the `cart_id` cookie, as the widgets do. */
export async function addToGuestCartThroughApi(page: Page, baseURL: string | undefined, productId: number): Promise<void> {
  if (!baseURL) throw new Error('the project has no baseURL');
  const response = await page.request.post('/api/shop/cart/add', { data: { product_id: productId, without_gift: false, cart_id: null } });
  expect(response.status(), 'the cart API adds the product').toBe(200);
  const answer = (await response.json()) as { success: boolean; data?: { cart_id?: string } };
  const cartId = answer.data?.cart_id;
  expect(answer.success && typeof cartId === 'string', 'the cart answer carries the new cart’s id').toBe(true);
  await page.context().addCookies([{ name: 'cart_id', value: cartId ?? '', url: baseURL }]);
}

/** The user menu's button shows the first name, or under 768 px only its first letter. */
export async function expectFirstNameShown(button: Locator, firstName: string, width: number): Promise<void> {
  const initial = button.getByText(Array.from(firstName)[0] ?? '', { exact: true });
  const name = button.getByText(firstName, { exact: true });
  if (width < 768) {
    await expect(initial).toBeVisible();
    await expect(name).toBeHidden();
  } else {
    await expect(name).toBeVisible();
    await expect(initial).toBeHidden();
  }
}
