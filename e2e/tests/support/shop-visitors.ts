import type { Page } from '@playwright/test';
import { corporateAccount, registeredAccount } from './shop-journeys';
import { logInThroughApi } from './shop-dialogs';
import { expect, type Lang } from './shop-test';

// The three kinds of visitor the accessibility checks look at the shop as, and what they need
// before a page is worth checking: the widgets started and the page's calls answered.

export type VisitorKind = 'guest' | 'customer' | 'corporate';

export interface Visitor {
  readonly kind: VisitorKind;
  /** The account's token (for the cart API), or null for a guest. */
  readonly token: string | null;
  /** The account's e-mail, or null for a guest. */
  readonly email: string | null;
}

/** A guest, or a new account of its own (customer or corporate), the browser logged in as it. */
export async function becomeVisitor(page: Page, baseURL: string | undefined, kind: VisitorKind): Promise<Visitor> {
  if (kind === 'guest') return { kind, token: null, email: null };
  const account = kind === 'corporate' ? await corporateAccount(page, baseURL) : await registeredAccount(page, 'Орися');
  if (kind === 'customer') await logInThroughApi(page, baseURL, account);
  const token = (await page.context().cookies(baseURL)).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the visitor is logged in').toBeTruthy();
  return { kind, token: decodeURIComponent(token ?? ''), email: account.email };
}

/** Puts one unit of a product into the visitor's cart through the cart API, the cart's id in the `cart_id` cookie as the widgets keep it. */
export async function putInCart(page: Page, baseURL: string | undefined, visitor: Visitor, productId: number): Promise<void> {
  const headers: Record<string, string> = visitor.token ? { authorization: `Bearer ${visitor.token}` } : {};
  const response = await page.request.post('/api/shop/cart/add', { data: { product_id: productId, without_gift: false, cart_id: null }, headers });
  expect(response.status(), 'the cart API adds the product').toBe(200);
  const answer = (await response.json()) as { data?: { cart_id?: string } };
  await page.context().addCookies([{ name: 'cart_id', value: answer.data?.cart_id ?? '', url: baseURL }]);
}

/** The address with `lang=` set: the page in that language (for a logged-in visitor, their saved language too). */
export function inLanguage(path: string, lang: Lang): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

/**
 * Opens `path` in `lang` and waits until the widgets have started (the header's user menu is the
 * island's button, not the no-script link) and the page's calls and lazy chunks have arrived.
 */
export async function openWithWidgets(page: Page, path: string, lang: Lang): Promise<void> {
  const response = await page.goto(inLanguage(path, lang));
  expect(response?.status(), `the status of ${path}`).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('banner').locator('.vitrina-user-menu__login, .vitrina-user-menu__button')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
}

/**
 * Waits until the page's finite animations and transitions have finished (a dialog fading in, a
 * slide moving): axe measures colour contrast on what is painted, and a half-faded dialog's text
 * is paler than the shopper ends up seeing. Endless ones (a spinner) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
