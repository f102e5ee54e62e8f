import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { newPhone, type Product } from './shop-checkout';
import { withShopDatabase } from './shop-database';
import { expect, type Lang } from './shop-test';

// A whole purchase against the running shop, beside the checkout's own helpers (shop-checkout.ts):
// the services, account carts, accounts and promo codes a journey starts from (read from or
// written into the shop's database), what the cart page shows of them, and every column of the
// order the journey ends with.

export interface ShopService {
  readonly id: number;
  readonly title: string;
  readonly price: number;
}

/** The cheapest bundle service offered with a product. */
export function cheapestService(productId: number): ShopService {
  const row = withShopDatabase(
    (db) =>
      db
        .prepare(
          `SELECT p.id, p.title_uk AS title, COALESCE(p.price_with_discount, p.price) AS price
           FROM product_services s JOIN products p ON p.id = s.service_id
           WHERE s.product_id = ? ORDER BY price, p.id LIMIT 1`,
        )
        .get(productId) as ShopService | undefined,
  );
  expect(row, `a service offered with product ${productId}`).toBeDefined();
  return row as ShopService;
}

/**
 * Puts one unit of each product into the account's cart through the cart API, as the buy buttons
 * of a logged-in shopper do (a guest's: shop-checkout.ts's guestCart).
 */
export async function accountCart(page: Page, token: string, products: readonly Product[]): Promise<void> {
  for (const product of products) {
    const data = { product_id: product.id, without_gift: false, cart_id: null };
    const response = await page.request.post('/api/shop/cart/add', { headers: { authorization: `Bearer ${token}` }, data });
    expect(response.status(), 'the cart API adds the product').toBe(200);
  }
}

export interface NewAccount {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: ReturnType<typeof newPhone>;
  readonly token: string;
}

/**
 * A customer of their own (no other test shares their cart or balance): signed up through the
 * profile API in `lang`, given `bonuses` in the database, logged in in the browser context.
 */
export async function signUpCustomer(page: Page, baseURL: string | undefined, options: { lang: Lang; bonuses: number }): Promise<NewAccount> {
  const names = { firstName: 'Ольга', lastName: 'Романенко' };
  const email = `buyer-${randomBytes(6).toString('hex')}@vitrina.example`;
  const phone = newPhone();
  const data = { first_name: names.firstName, last_name: names.lastName, email, phone: phone.stored, password: 'purchase123', lang: options.lang, privacy_policy: true };
  const response = await page.request.post('/api/profile/signup', { data });
  expect(response.status(), 'the profile API signs the customer up').toBe(200);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  const id = withShopDatabase((db) => {
    db.prepare('UPDATE users SET bonuses = ? WHERE email = ?').run(options.bonuses, email);
    return (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
  });
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: baseURL ?? '' }]);
  return { id, email, phone, token, ...names };
}

export const bonusBalance = (userId: number): number =>
  withShopDatabase((db) => (db.prepare('SELECT bonuses FROM users WHERE id = ?').get(userId) as { bonuses: number }).bonuses);

/** A new promo code of `percent`, spent by the first order placed with it. */
export function newSingleUsePromoCode(percent: number): string {
  const code = `BUY${randomBytes(4).toString('hex').toUpperCase()}`;
  withShopDatabase((db) => db.prepare("INSERT INTO promo_codes (code, discount_percent, status, single_use) VALUES (?, ?, 'valid', 1)").run(code, percent));
  return code;
}

export const promoCodeStatus = (code: string): string =>
  withShopDatabase((db) => (db.prepare('SELECT status FROM promo_codes WHERE code = ?').get(code) as { status: string }).status);

export interface Department {
  readonly id: number;
  readonly cityId: number;
  /** As the checkout lists it: '№3: вул. Грушевського, 122'. */
  readonly label: string;
}

/** The Nova Poshta branch number `number` of a city, found by its Ukrainian name. */
export function novaPoshtaBranch(city: string, number: number): Department {
  const row = withShopDatabase(
    (db) =>
      db
        .prepare(
          `SELECT d.id, d.city_id AS cityId, d.number, d.address_uk AS address FROM delivery_departments d JOIN cities c ON c.id = d.city_id
           WHERE c.title_uk = ? AND d.kind = 'branch' AND d.number = ?`,
        )
        .get(city, number) as { id: number; cityId: number; number: number; address: string } | undefined,
  );
  expect(row, `branch ${number} in ${city}`).toBeDefined();
  const { id, cityId, address } = row as { id: number; cityId: number; address: string };
  return { id, cityId, label: `№${number}: ${address}` };
}

export interface OrderRowItem {
  readonly product_id: number;
  readonly quantity: number;
  readonly price: number;
  readonly final_price: number;
  readonly services: readonly { readonly id: number; readonly quantity: number; readonly final_price: number }[];
}

/** An order as the shop stored it, every column, its JSON ones read. */
export interface OrderRow {
  readonly id: number;
  readonly user_id: number | null;
  readonly status: string;
  readonly order_type: string;
  readonly payment_type: string;
  readonly delivery_type: string;
  readonly items: readonly OrderRowItem[];
  readonly goods: number;
  readonly promo_code: string | null;
  readonly promo_discount: number;
  readonly bonuses_spent: number;
  readonly total: number;
  readonly cart_id: string;
  readonly buyer: Record<string, string>;
  readonly company: Record<string, string | null> | null;
  readonly delivery: { city_id: number | null; department_id: number | null; address: Record<string, string> | null; store_id: number | null };
}

export function orderById(id: number): OrderRow {
  const row = withShopDatabase((db) => db.prepare('SELECT * FROM orders WHERE id = ?').get(id)) as Record<string, unknown> | undefined;
  expect(row, `order ${id} is stored`).toBeDefined();
  const json = (column: string) => (typeof row?.[column] === 'string' ? JSON.parse(row[column]) : null);
  return { ...(row as object), items: json('items'), buyer: json('buyer'), company: json('company'), delivery: json('delivery') } as OrderRow;
}

/** An amount as the pages write it: '4 226 грн'. */
export const money = (amount: number): string => `${new Intl.NumberFormat('uk-UA').format(amount).replace(/\s/g, ' ')} грн`;

/** The cart page's line of a product, found by its title link. */
export const cartLine = (page: Page, title: string): Locator =>
  page.locator('.vitrina-cart-line').filter({ has: page.getByRole('link', { name: title, exact: true }) });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line's checkbox of a service (its name is the service's title and price). */
export const serviceCheckbox = (line: Locator, service: ShopService): Locator =>
  line.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(service.title)} `) });

/** The value a summary (a <dl>) gives a term. */
export const summaryValue = (scope: Locator, term: string): Locator => scope.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');

/** The checkout island, once it has taken the page's form over (its order types are tabs). */
export async function checkoutMounted(page: Page): Promise<Locator> {
  await expect(page.getByRole('tablist')).toBeVisible();
  return page.locator('form[data-widget="checkout"]');
}
