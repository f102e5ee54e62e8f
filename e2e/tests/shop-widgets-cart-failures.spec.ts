import { followLink } from './support/shop-test';
import { addingButton, buyableCards, buyButton, cardOf, expect, expectCartCount, inCartButton, islandsMounted, openCategory, productIdOf, test } from './support/shop-widgets';

// The example shop with the widgets bundle (real server, real database): the buy button when the cart API
// fails once, every time, or loses its answer.

test('the cart API failing once: the buy button shows "Додаємо…" and the retry puts the product in the cart', async ({ page, pageWatch }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  const card = cardOf(page, id);
  // A guest's first add creates the cart: POST /api/shop/cart/create, with an Idempotency-Key its retries reuse.
  pageWatch.expectErrorStatus('/api/shop/cart/create', 500);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route('**/api/shop/cart/create', async (route) => {
    calls += 1;
    if (calls > 1) return route.fallback();
    await held;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal Server Error' }) });
  });

  await buyButton(card).click();
  await expect(addingButton(card)).toBeDisabled();
  await expect(addingButton(card)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
  expect(calls, 'one failed call and one retry').toBe(2);
  await page.reload();
  await islandsMounted(page);
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
});

test('the cart API failing every time: the buy button comes back and works once the API does', async ({ page, pageWatch }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  const card = cardOf(page, id);
  pageWatch.expectErrorStatus('/api/shop/cart/create', 500);
  let failing = true;
  let failures = 0;
  await page.route('**/api/shop/cart/create', (route) => {
    if (!failing) return route.fallback();
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal Server Error' }) });
  });

  await buyButton(card).click();
  await expect(addingButton(card)).toBeDisabled();
  // Cart API failures are only logged (docs/errors.md#silent-failures). The card is not stuck: it offers "Купити" again.
  await expect(buyButton(card)).toBeEnabled();
  await expect(inCartButton(card)).toHaveCount(0);
  await expectCartCount(page, 0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(failures, 'the call and its retries all failed').toBeGreaterThan(1);

  failing = false;
  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
});

test('the cart API’s answer lost after the server added the product: the retry does not add it twice', async ({ page, pageWatch }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  const card = cardOf(page, id);
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  pageWatch.expectErrorStatus('/api/shop/cart/create', 503);
  let calls = 0;
  await page.route('**/api/shop/cart/create', async (route) => {
    calls += 1;
    if (calls > 1) return route.fallback();
    // The server does the work; the shopper's browser never hears of it.
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Service Unavailable' }) });
  });

  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
  expect(calls, 'the lost call and its retry').toBe(2);

  await followLink(page, inCartButton(card));
  // The cart island's lines: one, of the product, one unit.
  const lines = page.locator('.vitrina-cart-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(lines.getByRole('textbox', { name: 'Кількість' })).toHaveValue('1');
  await expectCartCount(page, 1);
});
