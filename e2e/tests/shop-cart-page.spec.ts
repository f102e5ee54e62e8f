import type { Locator, Page } from '@playwright/test';
import { withShopDatabase } from './support/shop-database';
import { expectNoAxeViolations, switchLanguage } from './support/shop-test';
import { expect, test } from './support/shop-widgets';

// The cart page with the widgets bundle against the real shop and database: the cart island edits
// the guest's cart through the cart API, and the database follows.

interface Product {
  readonly id: number;
  readonly title: string;
  readonly price: number;
}

/** Two products anyone can buy, without a gift, from the `offset`-th on: each test takes its own. */
function productsForSale(offset: number): [Product, Product] {
  return withShopDatabase((db) => {
    const nth = (index: number) =>
      db
        .prepare(
          `SELECT p.id, p.title_uk AS title, COALESCE(p.price_with_discount, p.price) AS price
           FROM products p JOIN categories c ON c.id = p.category_id
           WHERE p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
             AND NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)
           ORDER BY p.id LIMIT 1 OFFSET ?`,
        )
        .get(index) as Product | undefined;
    const found = [nth(offset), nth(offset + 1)];
    expect(found.every(Boolean), 'the seed has products for sale').toBe(true);
    return found as [Product, Product];
  });
}

/** A guest's cart holding `products` (one unit each), its id in the `cart_id` cookie. */
async function guestCart(page: Page, baseURL: string | undefined, products: readonly Product[]): Promise<string> {
  let cartId: string | null = null;
  for (const product of products) {
    const data = { product_id: product.id, without_gift: false, cart_id: cartId };
    const response = await page.request.post('/api/shop/cart/add', { data });
    expect(response.status(), 'the cart API adds the product').toBe(200);
    const answer = (await response.json()) as { data: { cart_id: string } };
    cartId = answer.data.cart_id;
  }
  await page.context().addCookies([{ name: 'cart_id', value: cartId ?? '', url: baseURL ?? '' }]);
  return cartId ?? '';
}

/** The units of each product in the stored cart (0: not in it). */
const storedQuantities = (cartId: string, products: readonly Product[]): number[] =>
  withShopDatabase((db) =>
    products.map((product) => {
      const row = db.prepare('SELECT quantity FROM cart_items WHERE cart_id = ? AND product_id = ?').get(cartId, product.id) as { quantity: number } | undefined;
      return row?.quantity ?? 0;
    }),
  );

const lineOf = (page: Page, product: Product): Locator =>
  page.locator('.vitrina-cart-line').filter({ has: page.getByRole('link', { name: product.title, exact: true }) });

const money = (amount: number) => `${new Intl.NumberFormat('uk-UA').format(amount).replace(/\s/g, ' ')} грн`;

test('a guest changes quantities and removes a line on the cart page, with the keyboard too, and the database follows', async ({ page, baseURL }) => {
  const [first, second] = productsForSale(0);
  const cartId = await guestCart(page, baseURL, [first, second]);

  await page.goto('/cart');
  await expect(page.locator('.vitrina-cart-line')).toHaveCount(2);
  const quantity = lineOf(page, first).getByRole('textbox', { name: 'Кількість' });
  await expect(quantity).toHaveValue('1');

  await lineOf(page, first).getByRole('button', { name: 'Збільшити кількість' }).dblclick();
  await expect(quantity).toHaveValue('3');
  await expect(lineOf(page, first)).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => storedQuantities(cartId, [first, second]), 'each click of the double click is a change').toEqual([3, 1]);

  await quantity.fill('2');
  await quantity.press('Enter');
  await expect.poll(() => storedQuantities(cartId, [first, second])).toEqual([2, 1]);

  await lineOf(page, second).getByRole('button', { name: /^Видалити «/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.vitrina-cart-line')).toHaveCount(1);
  await expect.poll(() => storedQuantities(cartId, [first, second])).toEqual([2, 0]);
  await expect(lineOf(page, first).getByRole('link', { name: first.title, exact: true })).toBeFocused();
  await expect(page.getByText('Разом до сплати').locator('xpath=following-sibling::dd')).toHaveText(money(first.price * 2));

  await expectNoAxeViolations(page);
  await switchLanguage(page, 'ru');
  await expect(page.locator('.vitrina-cart-line')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/checkout');
  await expectNoAxeViolations(page);
});

test('a promo code on the cart page takes its discount off the total the server counts', async ({ page, baseURL }) => {
  const [product] = productsForSale(2);
  const cartId = await guestCart(page, baseURL, [product]);
  const code = `CARTPAGE${Date.now().toString(36).toUpperCase()}`;
  withShopDatabase((db) => db.prepare("INSERT INTO promo_codes (code, discount_percent, status) VALUES (?, 10, 'valid')").run(code));

  await page.goto('/cart');
  const field = page.getByRole('textbox', { name: 'Промокод' });
  await field.fill('ABC');
  await field.press('Enter');
  await expect(page.getByText('Промокод має містити щонайменше 4 символи')).toBeVisible();

  await field.fill(code);
  await field.press('Enter');
  const discount = Math.floor((product.price * 10) / 100);
  await expect(page.getByText(`Промокод ${code} застосовано (−${money(discount)})`)).toBeVisible();
  await expect(page.getByText('Разом до сплати').locator('xpath=following-sibling::dd')).toHaveText(money(product.price - discount));
  expect(withShopDatabase((db) => db.prepare('SELECT promo_code FROM carts WHERE id = ?').get(cartId))).toEqual({ promo_code: code });
});

test('an emptied cart page shows a product put back in the cart in another tab', async ({ page, context, baseURL }) => {
  const [product] = productsForSale(3);
  const cartId = await guestCart(page, baseURL, [product]);
  await page.goto('/cart');
  await lineOf(page, product).getByRole('button', { name: /^Видалити «/ }).click();
  await expect(page.getByText('Кошик порожній')).toBeVisible();

  // The product goes back into the cart, and another tab of the shop reads it: that tab tells the others.
  const added = await page.request.post('/api/shop/cart/add', { data: { product_id: product.id, without_gift: false, cart_id: cartId } });
  expect(added.status()).toBe(200);
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(lineOf(other, product)).toBeVisible();

  await expect(lineOf(page, product)).toBeVisible();
  await other.close();
});
