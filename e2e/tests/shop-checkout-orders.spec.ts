import type { Page, Route } from '@playwright/test';
import {
  cartLineCount,
  checkoutIsland,
  checkoutTexts,
  expectResultPage,
  fillPerson,
  guestCart,
  newBuyer,
  newPhone,
  openCheckout,
  orderNumberInAddress,
  ordersOfCart,
  productForSale,
  theOrderOf,
  watchOrderCalls,
  type Buyer,
} from './support/shop-checkout';
import { expect, test } from './support/shop-widgets';

// Orders placed through the checkout against the real shop and database: the fast order, the form
// without script, and the one order a double submit or a lost answer must still make.

test('a fast order with the phone alone is placed and stored as a fast order with that phone (ru)', async ({ page, baseURL }) => {
  const product = productForSale({ price: [500, 4_999] });
  const cartId = await guestCart(page, baseURL, [product]);
  await openCheckout(page, 'ru');
  const island = checkoutIsland(page, 'ru');
  await page.getByRole('tab', { name: island.t.fastTab }).click();
  const phone = newPhone();
  const field = page.getByRole('tabpanel').getByRole('textbox', { name: island.t.phone, exact: true });
  await field.pressSequentially(phone.typed);
  await expect(field).toHaveValue(phone.masked);
  await island.submit.click();

  const orderId = await orderNumberInAddress(page);
  await expectResultPage(page, 'ru', orderId);
  expect(theOrderOf(cartId)).toMatchObject({ id: orderId, order_type: 'fast', phone: phone.stored, payment_type: null, delivery_type: null, total: product.price });
  expect(cartLineCount(cartId)).toBe(0);
});

/** Fills the shop's own checkout form (no script) for a guest paying cash at a Nova Poshta branch of the default city. */
async function fillShopForm(page: Page, buyer: Buyer): Promise<void> {
  const t = checkoutTexts.uk;
  const group = page.getByRole('group', { name: t.buyer, exact: true });
  await group.getByRole('textbox', { name: t.lastName, exact: true }).fill(buyer.lastName);
  await group.getByRole('textbox', { name: t.firstName, exact: true }).fill(buyer.firstName);
  await group.getByRole('textbox', { name: t.phone, exact: true }).fill(buyer.phone.masked);
  await group.getByRole('textbox', { name: t.email, exact: true }).fill(buyer.email);
  await expect(page.getByRole('radio', { name: t.branchDelivery })).toBeChecked();
  await expect(page.getByRole('combobox', { name: t.branch, exact: true })).not.toHaveValue('');
  await page.getByRole('radio', { name: t.payments.cash }).check();
  await page.getByRole('checkbox', { name: t.privacyConsent }).check();
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the checkout form posts the order: the result page, the order stored, the cart empty', async ({ page, baseURL }) => {
    const product = productForSale({ price: [500, 4_999] }, 1);
    const cartId = await guestCart(page, baseURL, [product]);
    await page.goto('/checkout');
    const buyer = newBuyer();
    await fillShopForm(page, buyer);
    await page.getByRole('button', { name: checkoutTexts.uk.submit }).click();

    const orderId = await orderNumberInAddress(page);
    await expectResultPage(page, 'uk', orderId);
    expect(theOrderOf(cartId)).toMatchObject({
      id: orderId,
      order_type: 'new',
      phone: buyer.phone.stored,
      payment_type: 'cash',
      delivery_type: 'newpost',
      total: product.price,
      items: [expect.objectContaining({ product_id: product.id, quantity: 1, final_price: product.price })],
    });
    expect(cartLineCount(cartId)).toBe(0);
  });

  test('a refused post comes back with what was typed and each problem on its field; corrected, it places the order', async ({ page, baseURL, pageWatch }) => {
    const t = checkoutTexts.uk;
    const product = productForSale({ price: [5_000, 40_000] }, 1);
    const cartId = await guestCart(page, baseURL, [product]);
    await page.goto('/checkout');
    const buyer = newBuyer();
    await fillShopForm(page, buyer);
    await page.getByRole('textbox', { name: t.comment }).fill('Зателефонуйте після 18:00');
    pageWatch.expectErrorStatus('/checkout', 422);
    await page.getByRole('button', { name: t.submit }).click();

    // Paid on receipt from 5000 UAH: the passport and the buyer's middle name (the buyer receives it).
    await expect(page.getByRole('alert', { name: t.refused })).toBeVisible();
    const group = page.getByRole('group', { name: t.buyer, exact: true });
    const middleName = group.getByRole('textbox', { name: t.middleName, exact: true });
    const passport = page.getByRole('textbox', { name: t.passport, exact: true });
    await expect(middleName).toHaveAttribute('aria-invalid', 'true');
    await expect(middleName).toHaveAccessibleDescription(t.fullNameRequired);
    await expect(passport).toHaveAttribute('aria-invalid', 'true');
    await expect(passport).toHaveAccessibleDescription(new RegExp(`${t.passportRequired}$`));
    await expect(group.getByRole('textbox', { name: t.lastName, exact: true })).toHaveValue(buyer.lastName);
    await expect(group.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue(buyer.firstName);
    await expect(group.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue(buyer.phone.masked);
    await expect(group.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(buyer.email);
    await expect(page.getByRole('radio', { name: t.payments.cash })).toBeChecked();
    await expect(page.getByRole('textbox', { name: t.comment })).toHaveValue('Зателефонуйте після 18:00');
    await expect(page.getByRole('checkbox', { name: t.privacyConsent })).toBeChecked();
    expect(ordersOfCart(cartId)).toEqual([]);
    expect(cartLineCount(cartId)).toBe(1);

    await middleName.fill('Григорович');
    await passport.fill('123456789');
    await page.getByRole('button', { name: t.submit }).click();
    const orderId = await orderNumberInAddress(page);
    await expectResultPage(page, 'uk', orderId);
    expect(theOrderOf(cartId)).toMatchObject({ id: orderId, payment_type: 'cash', passport_given: 1, total: product.price });
    expect(cartLineCount(cartId)).toBe(0);
  });
});

/** A cart and a checkout filled in up to the submit: a guest paying cash at a Nova Poshta branch. */
async function readyToSubmit(page: Page, baseURL: string | undefined, offset: number) {
  const product = productForSale({ price: [500, 4_999] }, offset);
  const cartId = await guestCart(page, baseURL, [product]);
  await openCheckout(page, 'uk');
  const island = checkoutIsland(page, 'uk');
  await fillPerson(island.contacts, island.t, newBuyer());
  await island.chooseDepartment();
  await island.payment('cash').check();
  return { cartId, island };
}

/** Holds the order call until `release()`; each request that went through is counted. */
async function holdOrderCalls(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  await page.route('**/api/shop/orders', async (route: Route) => {
    await released;
    sent += 1;
    await route.continue();
  });
  return {
    release,
    get sent() {
      return sent;
    },
  };
}

test('a double click on the submit places one order', async ({ page, baseURL }) => {
  const { cartId, island } = await readyToSubmit(page, baseURL, 2);
  const calls = await holdOrderCalls(page);
  await island.submit.dblclick();
  await expect(island.submit).toHaveText(island.t.sending);
  calls.release();

  const orderId = await orderNumberInAddress(page);
  await expectResultPage(page, 'uk', orderId);
  expect(calls.sent, 'the second click sends nothing').toBe(1);
  expect(theOrderOf(cartId).id).toBe(orderId);
});

test('Enter pressed twice quickly in the form places one order', async ({ page, baseURL }) => {
  const { cartId, island } = await readyToSubmit(page, baseURL, 3);
  const calls = await holdOrderCalls(page);
  await island.contacts.getByRole('textbox', { name: island.t.email, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(island.submit).toHaveText(island.t.sending);
  calls.release();

  const orderId = await orderNumberInAddress(page);
  await expectResultPage(page, 'uk', orderId);
  expect(calls.sent, 'the second Enter sends nothing').toBe(1);
  expect(theOrderOf(cartId).id).toBe(orderId);
});

test('the answer lost after the order was stored: the island sends it again by itself and gets the same order', async ({ page, baseURL, pageWatch }) => {
  const { cartId, island } = await readyToSubmit(page, baseURL, 4);
  const orderCalls = watchOrderCalls(page);
  const firstAnswers: number[] = [];
  await page.route('**/api/shop/orders', async (route) => {
    if (firstAnswers.length > 0) return route.continue();
    // The order reaches the shop, which stores it; its answer never reaches the page.
    const answer = await route.fetch();
    firstAnswers.push(answer.status());
    await route.abort('connectionreset');
  });
  pageWatch.expectNetworkFailure('/api/shop/orders');
  await island.submit.click();

  const orderId = await orderNumberInAddress(page);
  await expectResultPage(page, 'uk', orderId);
  expect(firstAnswers, 'the lost answer placed the order').toEqual([200]);
  expect(orderCalls.keys, 'sent again with the same Idempotency-Key').toHaveLength(2);
  expect(new Set(orderCalls.keys).size).toBe(1);
  expect(theOrderOf(cartId).id).toBe(orderId);
  expect(cartLineCount(cartId)).toBe(0);
});
