import type { Page } from '@playwright/test';
import { dialogTexts, expect, isCall, listedProduct, test } from './support/shop-dialogs';
import { withShopDatabase } from './support/shop-database';
import { expectNoAxeViolations } from './support/shop-test';

// The product page's order panel (the `order-type` island, docs/checkout.md#order-types) against the
// shop and its database: a fast order placed from the keyboard alone, and the section's own form
// without script.

const texts = {
  section: 'Як замовити',
  tabs: 'Спосіб замовлення',
  newCustomer: 'Я новий покупець',
  fast: 'Швидке замовлення',
  phone: dialogTexts.fields.phone,
  submit: dialogTexts.oneClick.submit,
  thanks: dialogTexts.oneClick.success,
};

interface StoredOrder {
  readonly kind: string;
  readonly phone: string;
  readonly items: string;
}

const storedOrder = (orderId: number) =>
  withShopDatabase((db) => db.prepare('SELECT kind, phone, items FROM orders WHERE id = ?').get(orderId) as StoredOrder | undefined);

/** A product whose page offers the fast order, and its page's address. */
async function productWithFastOrder(page: Page) {
  const product = await listedProduct(page, 'one-click');
  const { slug } = withShopDatabase((db) => db.prepare('SELECT slug FROM products WHERE id = ?').get(product.id) as { slug: string });
  return { ...product, url: `/${encodeURIComponent(slug)}` };
}

test('a fast order from the order panel, by keyboard alone, is placed and stored', async ({ page }) => {
  const product = await productWithFastOrder(page);
  await page.goto(product.url);
  const section = page.getByRole('region', { name: texts.section });
  const tabs = section.getByRole('tablist', { name: texts.tabs });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText(texts.newCustomer);
  await expect(section.locator('details')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // From the chosen tab: End chooses the fast order, Tab enters its panel.
  await tabs.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  const fastTab = tabs.getByRole('tab', { name: texts.fast });
  await expect(fastTab).toBeFocused();
  await expect(fastTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  const phone = section.getByRole('textbox', { name: texts.phone, exact: true });
  await expect(phone).toBeFocused();
  await page.keyboard.type('0671234567');
  await expect(phone).toHaveValue('+38 067 123 45 67');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: texts.submit, exact: true })).toBeFocused();

  const sent = page.waitForResponse(isCall('/api/shop/cart/one_click_order'));
  await page.keyboard.press('Enter');
  const answer = await sent;
  expect(answer.status(), 'the shop takes the order').toBe(200);
  const orderId = ((await answer.json()) as { data: { order_id: number } }).data.order_id;
  const thanks = section.getByRole('status');
  await expect(thanks).toHaveText(texts.thanks);
  await expect(thanks).toBeFocused();

  const order = storedOrder(orderId);
  expect(order).toMatchObject({ kind: 'one_click', phone: '380671234567' });
  expect(JSON.parse(order?.items ?? '[]')).toEqual([expect.objectContaining({ product_id: product.id, quantity: 1 })]);
  await expectNoAxeViolations(page);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the order section’s own fast order form still posts the order, which is stored', async ({ page }) => {
    const product = await productWithFastOrder(page);
    await page.goto(`${product.url}#order-fast`);
    const form = page.locator('#order-fast');
    await form.locator('summary').click();
    await form.getByRole('textbox', { name: texts.phone }).fill('+38 067 765 43 21');
    await form.getByRole('button', { name: texts.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/order/result');
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    expect(storedOrder(orderId)).toMatchObject({ kind: 'one_click', phone: '380677654321' });
  });
});
