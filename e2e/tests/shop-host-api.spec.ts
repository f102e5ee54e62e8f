import type { Page, Request } from '@playwright/test';
import type { HostCartDetail } from '@vitrina/widgets/contract';
// window.Vitrina and the vitrina:* events of document.addEventListener, as a host page's TypeScript sees them.
import type {} from '@vitrina/widgets/global';
import { buyableCards, buyButton, cardOf, expect, expectCartCount, inCartButton, islandsMounted, openCategory, productIdOf, test } from './support/shop-widgets';

// The host page's handle on the widgets (window.Vitrina and the vitrina:* events), used as a legacy
// site uses it: the shop's own script (public/scripts/cart-count.js, under the shop's CSP and Trusted
// Types) keeps the footer's cart count in step, and the page's scripts call `Vitrina` directly.

/** The footer's cart count, which only the shop's own script changes. */
const footerCount = (page: Page) => page.getByRole('contentinfo').locator('[data-shop-cart-count]');

/** A second tab of the page's browser, on the same address, its islands mounted. */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(page.url());
  await islandsMounted(other);
  return other;
}

/** Every `vitrina:cart-changed` detail the page hears from now on, kept on the page. */
async function recordCartEvents(page: Page): Promise<() => Promise<{ detail: HostCartDetail; frozen: boolean }[]>> {
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heardCart: unknown[] }).heardCart = heard;
    document.addEventListener('vitrina:cart-changed', (event) => heard.push({ detail: event.detail, frozen: Object.isFrozen(event.detail) && Object.isFrozen(event.detail.ids) }));
  });
  return () => page.evaluate(() => (window as unknown as { heardCart: { detail: HostCartDetail; frozen: boolean }[] }).heardCart);
}

test('the shop’s own script keeps the footer’s cart count in step after a buy in this tab and in another tab', async ({ page }) => {
  await openCategory(page);
  const other = await secondTab(page);
  await expect(footerCount(page)).toHaveText('0');
  await expect(footerCount(other)).toHaveText('0');
  const heard = await recordCartEvents(other);

  const id = await productIdOf(buyableCards(page).first());
  await buyButton(cardOf(page, id)).click();
  await expect(inCartButton(cardOf(page, id))).toBeVisible();
  await expect(footerCount(page)).toHaveText('1');
  await expect(footerCount(other)).toHaveText('1');
  await expect.poll(heard).toEqual([{ detail: expect.objectContaining({ ids: [id], count: 1, line: { productId: id, quantity: 1, previousQuantity: 0 } }), frozen: true }]);

  const second = await productIdOf(buyableCards(other).first());
  await buyButton(cardOf(other, second)).click();
  await expect(footerCount(other)).toHaveText('2');
  await expect(footerCount(page)).toHaveText('2');
  await expectCartCount(page, 2);
});

test('Vitrina.ready resolves with the widgets mounted, and Vitrina.cart.add from the page’s script puts the product in the cart, its card following', async ({ page }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).nth(1));
  const ready = await page.evaluate(async () => {
    await window.Vitrina?.ready;
    return { version: window.Vitrina?.version, services: ['cart', 'favorites', 'compares', 'auth', 'ui'].filter((name) => name in (window.Vitrina ?? {})) };
  });
  expect(ready).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), services: ['cart', 'favorites', 'compares', 'auth', 'ui'] });

  const result = await page.evaluate((productId) => window.Vitrina!.cart.add(productId).then((answer) => answer.status), id);
  expect(result).toBe('added');
  await expect(inCartButton(cardOf(page, id))).toBeVisible();
  await expectCartCount(page, 1);
  await expect(footerCount(page)).toHaveText('1');
});

test('a call made before the widgets started waits for them, and the page’s ready listener hears vitrina:ready', async ({ page }) => {
  const path = await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  // Runs at the page's very start, before vitrina.js is evaluated: the event is how such a script waits.
  await page.addInitScript((productId) => {
    document.addEventListener('vitrina:ready', (event) => {
      (window as unknown as { readyDetail: unknown }).readyDetail = event.detail;
      void window.Vitrina!.cart.add(productId);
    });
  }, id);
  await page.goto(path);
  await expect(inCartButton(cardOf(page, id))).toBeVisible();
  await expect(footerCount(page)).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { readyDetail: unknown }).readyDetail)).toEqual({ version: expect.any(String) });
});

test('a second copy of the script on the page starts nothing twice: one warning, the islands mounted once', async ({ page, widgetWarnings }) => {
  const path = await openCategory(page);
  // The same page with the widgets' script twice (another address of it, so the browser runs it twice).
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="module" src="([^"]+)"><\/script>/, (tag, src: string) => `${tag}<script type="module" src="${src}?copy=2"></script>`);
    await route.fulfill({ response, body: html });
  });
  widgetWarnings.expect(/Vitrina: the widgets script is on the page twice/, 1);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(path);
  await islandsMounted(page);
  // The second copy was evaluated (it warned) by the time the first copy's widgets are ready.
  await expect.poll(() => widgetWarnings.all.filter((warning) => warning.includes('twice')).length).toBe(1);
  await page.evaluate(() => window.Vitrina!.ready);
  expect(requests.filter((request) => request.url().includes('?copy=2'))).toHaveLength(1);
  // One SDK: the shop's general data, which every SDK reads as it starts, is asked for once.
  expect(requests.filter((request) => new URL(request.url()).pathname === '/api/shop/general')).toHaveLength(1);

  // One island per card: one click, one request, one product in the cart.
  const id = await productIdOf(buyableCards(page).first());
  const cartCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.includes('/cart/')) cartCalls.push(request.url());
  });
  await buyButton(cardOf(page, id)).click();
  await expect(inCartButton(cardOf(page, id))).toBeVisible();
  await expectCartCount(page, 1);
  await expect(footerCount(page)).toHaveText('1');
  expect(cartCalls).toHaveLength(1);
});
