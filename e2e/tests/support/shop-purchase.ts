import { randomBytes, randomInt } from 'node:crypto';
import type { APIResponse, Locator, Page } from '@playwright/test';
import { withShopDatabase } from './shop-database';
import { expect, type Lang } from './shop-test';

// A purchase against the running shop: the products, carts, accounts and promo codes a journey
// starts from (read from or written into the shop's database), what the pages show of them, and
// the stored order the journey ends with.

export interface ShopProduct {
  readonly id: number;
  readonly title: Readonly<Record<Lang, string>>;
  /** The list price (products.price). */
  readonly price: number;
  /** One unit as sold: the product's own discount taken off. */
  readonly unitPrice: number;
}

export interface ShopService {
  readonly id: number;
  readonly title: string;
  readonly price: number;
}

interface ProductRow {
  readonly id: number;
  readonly title_uk: string;
  readonly title_ru: string;
  readonly price: number;
  readonly unit_price: number;
}

const toProduct = (row: ProductRow): ShopProduct => ({
  id: row.id,
  title: { uk: row.title_uk, ru: row.title_ru },
  price: row.price,
  unitPrice: row.unit_price,
});

export interface ProductQuery {
  /** The most one unit may cost. */
  readonly maxPrice: number;
  readonly minPrice?: number;
  /** Offered with bundle services. */
  readonly withServices?: boolean;
  /** Offered in credit: the checkout offers credit for it to a shopper who may take it. */
  readonly forCredit?: boolean;
  /** Skips the first ones found, so that each journey buys its own. */
  readonly offset?: number;
}

/** A product anyone may buy, without a gift (none is taken from stock), by id among those that fit. */
export function productForSale(query: ProductQuery): ShopProduct {
  const row = withShopDatabase(
    (db) =>
      db
        .prepare(
          `SELECT p.id, p.title_uk, p.title_ru, p.price, COALESCE(p.price_with_discount, p.price) AS unit_price
           FROM products p JOIN categories c ON c.id = p.category_id
           WHERE p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
             AND NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)
             AND COALESCE(p.price_with_discount, p.price) BETWEEN ? AND ?
             AND (? = 0 OR EXISTS (SELECT 1 FROM product_services s WHERE s.product_id = p.id))
             AND (? = 0 OR p.is_available_for_credit = 1)
           ORDER BY p.id LIMIT 1 OFFSET ?`,
        )
        .get(query.minPrice ?? 1, query.maxPrice, query.withServices ? 1 : 0, query.forCredit ? 1 : 0, query.offset ?? 0) as ProductRow | undefined,
  );
  expect(row, `a product for sale like ${JSON.stringify(query)}`).toBeDefined();
  return toProduct(row as ProductRow);
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
 * Puts one unit of each product into a new cart through the cart API, as the buy buttons do: a
 * guest's (its id in the `cart_id` cookie) or, with a token, the account's. Resolves with its id.
 */
export async function cartWith(page: Page, baseURL: string | undefined, products: readonly ShopProduct[], token?: string): Promise<string> {
  let cartId: string | null = null;
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  for (const product of products) {
    const response: APIResponse = await page.request.post('/api/shop/cart/add', { headers, data: { product_id: product.id, without_gift: false, cart_id: cartId } });
    expect(response.status(), 'the cart API adds the product').toBe(200);
    cartId = ((await response.json()) as { data: { cart_id: string } }).data.cart_id;
  }
  if (!token) await page.context().addCookies([{ name: 'cart_id', value: cartId ?? '', url: baseURL ?? '' }]);
  return cartId ?? '';
}

export interface NewAccount {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Digits with the country code. */
  readonly phone: string;
  readonly token: string;
}

/** A mobile number nobody else in the run orders with: '380' and nine digits. */
export const newPhone = (): string => `38067${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * A customer of their own (no other test shares their cart or balance): signed up through the
 * profile API in `lang`, given `bonuses` in the database, logged in in the browser context.
 */
export async function signUpCustomer(page: Page, baseURL: string | undefined, options: { lang: Lang; bonuses: number }): Promise<NewAccount> {
  const names = { firstName: 'Ольга', lastName: 'Романенко' };
  const email = `buyer-${randomBytes(6).toString('hex')}@vitrina.example`;
  const phone = newPhone();
  const data = { first_name: names.firstName, last_name: names.lastName, email, phone, password: 'purchase123', lang: options.lang, privacy_policy: true };
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

export interface StoredOrderItem {
  readonly product_id: number;
  readonly quantity: number;
  readonly price: number;
  readonly final_price: number;
  readonly services: readonly { readonly id: number; readonly quantity: number; readonly final_price: number }[];
}

/** An order as the shop stored it, its JSON columns read. */
export interface StoredOrder {
  readonly id: number;
  readonly user_id: number | null;
  readonly status: string;
  readonly order_type: string;
  readonly payment_type: string;
  readonly delivery_type: string;
  readonly items: readonly StoredOrderItem[];
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

export function storedOrder(id: number): StoredOrder {
  const row = withShopDatabase((db) => db.prepare('SELECT * FROM orders WHERE id = ?').get(id)) as Record<string, unknown> | undefined;
  expect(row, `order ${id} is stored`).toBeDefined();
  const json = (column: string) => (typeof row?.[column] === 'string' ? JSON.parse(row[column]) : null);
  return { ...(row as object), items: json('items'), buyer: json('buyer'), company: json('company'), delivery: json('delivery') } as StoredOrder;
}

/** The lines the cart holds in the database. */
export const storedCartLines = (cartId: string): number =>
  withShopDatabase((db) => (db.prepare('SELECT COUNT(*) AS count FROM cart_items WHERE cart_id = ?').get(cartId) as { count: number }).count);

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

/** The order number of the result page the shopper landed on. */
export async function resultOrderNumber(page: Page): Promise<number> {
  await page.waitForURL(/\/order\/result\?status=success&order=\d+/);
  return Number(new URL(page.url()).searchParams.get('order'));
}
