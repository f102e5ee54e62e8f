import { randomBytes } from 'node:crypto';
import { signUpCustomer } from './support/shop-purchase';
import { withShopDatabase } from './support/shop-database';
import { expect, expectNoAxeViolations, test } from './support/shop-test';

// The purchases and bonuses pages against the real shop, for a customer of their own: an order
// that needs payment with its working pay link, and the bonus balance with its history.

/** An order of the user's in the shop's database; its public id opens its payment page. */
function insertOrder(userId: number, status: 'paid' | 'cancelled' | 'needs_payment', total: number, bonusesSpent = 0): { id: number; publicId: string } {
  const publicId = randomBytes(18).toString('base64url');
  const items = JSON.stringify([{ product_id: 1, title_uk: 'Тестовий ноутбук', title_ru: 'Тестовый ноутбук', quantity: 1, price: total, final_price: total }]);
  const id = withShopDatabase((db) => {
    const result = db
      .prepare(
        `INSERT INTO orders (public_id, user_id, kind, status, phone, items, total, payment_type, delivery_type, bonuses_spent, created_at)
         VALUES (?, ?, 'regular', ?, '380671234567', ?, ?, 'liqpay', 'courier', ?, ?)`,
      )
      .run(publicId, userId, status, items, total, bonusesSpent, new Date().toISOString()) as { lastInsertRowid: number | bigint };
    return Number(result.lastInsertRowid);
  });
  return { id, publicId };
}

function insertBonusEntry(userId: number, kind: 'accrued' | 'spent' | 'returned', change: number, orderId: number | null, at: string): void {
  withShopDatabase((db) => db.prepare('INSERT INTO bonus_entries (user_id, order_id, change, kind, created_at) VALUES (?, ?, ?, ?, ?)').run(userId, orderId, change, kind, at));
}

test('the purchases page lists an order that needs payment, whose pay link opens its payment page', async ({ page, baseURL }) => {
  const customer = await signUpCustomer(page, baseURL, { lang: 'uk', bonuses: 0 });
  const paid = insertOrder(customer.id, 'paid', 4200);
  const unpaid = insertOrder(customer.id, 'needs_payment', 25_499);
  await page.goto('/profile/purchases');
  const table = page.locator('.vitrina-purchases table');
  await expect(table).toBeVisible();
  const unpaidRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(unpaid.id), exact: true }) });
  await expect(unpaidRow).toContainText('Очікує оплати');
  await expect(unpaidRow).toContainText('25 499 грн');
  const paidRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(paid.id), exact: true }) });
  await expect(paidRow).toContainText('Оплачено');
  await expect(paidRow.getByRole('link')).toHaveCount(0);

  await unpaidRow.getByRole('link', { name: `Оплатити замовлення №${unpaid.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/pay/${unpaid.publicId}$`));
  await expect(page.getByText('Замовлення очікує оплати.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оплатити карткою' })).toBeVisible();
});

test('an order paid while the purchases page was hidden shows as paid when it comes back', async ({ page, baseURL }) => {
  const customer = await signUpCustomer(page, baseURL, { lang: 'uk', bonuses: 0 });
  const unpaid = insertOrder(customer.id, 'needs_payment', 9_999);
  await page.goto('/profile/purchases');
  const link = page.getByRole('link', { name: `Оплатити замовлення №${unpaid.id}` });
  await expect(page.locator('.vitrina-purchases')).toBeVisible();
  await expect(link).toBeVisible();
  withShopDatabase((db) => db.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").run(unpaid.id));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(link).toHaveCount(0);
});

test('the bonuses page shows the balance and its history', async ({ page, baseURL }) => {
  const customer = await signUpCustomer(page, baseURL, { lang: 'uk', bonuses: 1300 });
  const order = insertOrder(customer.id, 'paid', 5000, 200);
  insertBonusEntry(customer.id, 'accrued', 1500, null, '2025-01-01T10:00:00.000Z');
  insertBonusEntry(customer.id, 'spent', -200, order.id, '2025-02-01T10:00:00.000Z');
  await page.goto('/profile/bonuses');
  const island = page.locator('.vitrina-bonuses');
  await expect(island).toBeVisible();
  await expect(island.getByText('1300 бонусів')).toBeVisible();
  await expect(island.getByRole('row')).toHaveText([/Дата.*За що.*Бонуси/, `01.02.2025Списано на замовлення №${order.id}−200`, '01.01.2025Нараховано+1 500']);
});

for (const lang of ['uk', 'ru'] as const) {
  test(`the bonuses and purchases pages have no axe violations (${lang})`, async ({ page, baseURL }) => {
    const customer = await signUpCustomer(page, baseURL, { lang, bonuses: 300 });
    const order = insertOrder(customer.id, 'needs_payment', 1200, 100);
    insertOrder(customer.id, 'cancelled', 800);
    insertBonusEntry(customer.id, 'accrued', 400, null, '2025-01-01T10:00:00.000Z');
    insertBonusEntry(customer.id, 'spent', -100, order.id, '2025-02-01T10:00:00.000Z');
    await page.goto(`/profile/purchases?lang=${lang}`);
    await expect(page.locator('.vitrina-purchases table')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/profile/bonuses?lang=${lang}`);
    await expect(page.locator('.vitrina-bonuses table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
