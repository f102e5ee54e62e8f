import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { withShopDatabase } from './support/shop-database';
import { expect, expectNoAxeViolations, expectShopPage, test } from './support/shop-test';

/** A guest's order that needs payment, written into the running shop's database, with its payment link. */
function guestOrder(options: { total?: number; paymentType?: string; creditProviderId?: number; phone?: string } = {}): { id: number; link: string } {
  return withShopDatabase((db) => {
    const items = JSON.stringify([{ id: 1, title_uk: 'Навушники e2e', title_ru: 'Наушники e2e', quantity: 1, price: options.total ?? 3_999 }]);
    const result = db
      .prepare(
        `INSERT INTO orders (public_id, user_id, kind, status, phone, items, total, payment_type, credit_provider_id, created_at)
         VALUES (?, NULL, 'regular', 'needs_payment', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        randomBytes(24).toString('base64url'),
        options.phone ?? null,
        items,
        options.total ?? 3_999,
        options.paymentType ?? 'liqpay',
        options.creditProviderId ?? null,
        new Date().toISOString(),
      ) as { lastInsertRowid: number | bigint };
    const id = Number(result.lastInsertRowid);
    const link = randomBytes(32).toString('base64url');
    db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(link, id, new Date().toISOString());
    return { id, link };
  });
}

const orderStatus = (id: number) => withShopDatabase((db) => (db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string }).status);

/** The payment page once its island has taken the status block over (the server's form is gone). */
async function openPaymentPage(page: Page, link: string, lang: 'uk' | 'ru' = 'uk') {
  const response = await page.goto(`/order/pay/${link}${lang === 'ru' ? '?lang=ru' : ''}`);
  const island = page.locator('[data-widget="order-payment"]');
  await expect(island.locator('form')).toHaveCount(0);
  await expect(island.locator('dd').first()).toBeVisible();
  return response;
}

test('a guest pays by card: the payment page, the provider’s page, the result; the order is paid once', async ({ page }) => {
  const order = guestOrder({ total: 3_999 });
  await expectShopPage(page, await openPaymentPage(page, order.link), { lang: 'uk', heading: `Замовлення №${order.id}` });
  await expect(page.getByText('Замовлення очікує оплати.')).toBeVisible();

  await page.getByRole('button', { name: 'Оплатити карткою' }).click();
  await expect(page).toHaveURL(/\/simulated-pay\//);
  await expectShopPage(page, await page.reload(), { lang: 'uk', heading: 'Вітрина Pay (демо)' });
  await expect(page.getByText('3 999 грн')).toBeVisible();
  const providerUrl = page.url();

  await page.getByRole('button', { name: 'Оплатити', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/result\?status=success/);
  await expect(page.getByText(`Замовлення №${order.id} оплачено. Дякуємо!`)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(orderStatus(order.id)).toBe('paid');

  // Back on the provider's page: the order is paid already, nothing more to pay.
  await page.goto(providerUrl);
  await expect(page.getByText(`Замовлення №${order.id} уже оплачено`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оплатити', exact: true })).toHaveCount(0);
  // And the payment page says so too.
  await openPaymentPage(page, order.link);
  await expect(page.getByText('Замовлення оплачено. Дякуємо!')).toBeVisible();
});

test('a failed payment, then paying again from the result page, with the keyboard alone, in Russian', async ({ page }) => {
  const order = guestOrder();
  await expectShopPage(page, await openPaymentPage(page, order.link, 'ru'), { lang: 'ru', heading: `Заказ №${order.id}` });
  await page.getByRole('button', { name: 'Оплатить картой' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/simulated-pay\//);
  await page.getByRole('button', { name: 'Оплата не прошла' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/result\?status=failure/);
  await expectShopPage(page, await page.reload(), { lang: 'ru', heading: 'Оплата не прошла' });
  expect(orderStatus(order.id)).toBe('needs_payment');

  await page.getByRole('link', { name: 'Оплатить ещё раз' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/pay\/[A-Za-z0-9_-]{43}$/);
  await expect(page.locator('[data-widget="order-payment"] form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Оплатить картой' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/simulated-pay\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/result\?status=success/);
  expect(orderStatus(order.id)).toBe('paid');
});

test('a monobank instalment: the page waits for the bank and shows the order paid once it approves', async ({ page }) => {
  // A phone ending in an even digit is registered with the simulated bank, which then approves.
  const order = guestOrder({ paymentType: 'credit', creditProviderId: 5, phone: '+38 050 123 45 60' });
  await openPaymentPage(page, order.link);
  await expect(page.getByText(/застосунку monobank/)).toBeVisible();
  await expect(page.getByText(/протягом 10 хвилин, зателефонуйте нам: 0 800 30 00 33/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText('Замовлення оплачено. Дякуємо!')).toBeVisible({ timeout: 10_000 });
  expect(orderStatus(order.id)).toBe('paid');
});

test('the payment and result pages fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const order = guestOrder();
  for (const path of [`/order/pay/${order.link}`, `/order/result?status=failure&order=${order.id}&link=${order.link}`]) {
    await page.goto(path);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the payment page’s form pays through the provider', async ({ page }) => {
    const order = guestOrder();
    await page.goto(`/order/pay/${order.link}`);
    await page.getByRole('button', { name: 'Оплатити карткою' }).click();
    await expect(page).toHaveURL(/\/simulated-pay\//);
    await page.getByRole('button', { name: 'Оплатити', exact: true }).click();
    await expect(page).toHaveURL(/\/order\/result\?status=success/);
    await expect(page.getByText(`Замовлення №${order.id} оплачено. Дякуємо!`)).toBeVisible();
    expect(orderStatus(order.id)).toBe('paid');
  });
});
