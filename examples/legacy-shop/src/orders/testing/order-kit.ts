import { apiErrorBodySchema, DEFAULT_CITY_ID, placedOrderSchema, type PlacedOrder, type PlaceOrderRequest } from '@vitrina/core';
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, cartOf, type Answer } from '../../cart/testing/shop-client';
import { insertProduct } from '../../cart/testing/fixtures';
import type { Db } from '../../db/open-database';
import type { TestServer } from '../../testing/start-test-server';

/*
 * Carts and order requests for the order tests, over HTTP as the SDK sends them. Products are
 * found in the seeded catalogue by what a test needs (price, gift, delivery limits), never by id.
 */

export type OrderRequest = PlaceOrderRequest;
type FullRequest = Extract<PlaceOrderRequest, { order_type: 'new' | 'registered' }>;

export interface Who {
  /** The buyer's bearer token; a guest without. */
  readonly token?: string;
}

/** POST /api/shop/orders with an Idempotency-Key (a fresh one unless given). */
export function placeOrderCall(server: TestServer, body: unknown, options: Who & { key?: string } = {}): Promise<Answer> {
  return call(server, 'POST', '/api/shop/orders', { body, token: options.token, key: options.key ?? randomUUID() });
}

/** The placed order of a 200, checked against the core's placedOrderSchema. */
export function placed(answer: Answer): PlacedOrder {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const envelope = answer.json as { success: unknown; data: unknown };
  expect(envelope.success).toBe(true);
  return placedOrderSchema.parse(envelope.data);
}

export interface LineSpec {
  readonly productId: number;
  readonly quantity?: number;
  readonly serviceId?: number;
  readonly withoutGift?: boolean;
}

/** A cart made through the cart API: each line added, its units and service set. */
export async function cartWith(server: TestServer, lines: readonly (number | LineSpec)[], who: Who = {}): Promise<string> {
  let cartId: string | null = null;
  for (const entry of lines) {
    const line = typeof entry === 'number' ? { productId: entry } : entry;
    const body: Record<string, unknown> = { product_id: line.productId, without_gift: line.withoutGift ?? false, cart_id: cartId };
    const added: string = cartOf(await call(server, 'POST', '/api/shop/cart/add', { body, token: who.token })).cart_id;
    cartId = added;
    if ((line.quantity ?? 1) > 1) {
      const quantity = { cart_id: cartId, product_id: line.productId, quantity: line.quantity };
      cartOf(await call(server, 'POST', '/api/shop/cart/change_quantity', { body: quantity, token: who.token }));
    }
    if (line.serviceId !== undefined) {
      const service = { cart_id: cartId, product_id: line.serviceId, quantity: 1, parent_product_id: line.productId };
      cartOf(await call(server, 'POST', '/api/shop/cart/change_quantity', { body: service, token: who.token }));
    }
  }
  if (cartId === null) throw new Error('a cart needs at least one line');
  return cartId;
}

export const buyer = {
  lastName: 'Шевченко',
  firstName: 'Марія',
  middleName: 'Петрівна',
  phone: '+38 067 765 43 21',
  email: 'maria@example.com',
} as const;

/** A Nova Poshta branch (or parcel locker) of a city. */
export function department(db: Db, kind: 'branch' | 'locker', cityId = DEFAULT_CITY_ID): number {
  return (db.prepare('SELECT id FROM delivery_departments WHERE city_id = ? AND kind = ? ORDER BY number LIMIT 1').get(cityId, kind) as { id: number }).id;
}

export function shopStore(db: Db): number {
  return (db.prepare("SELECT id FROM stores WHERE kind = 'shop' ORDER BY id LIMIT 1").get() as { id: number }).id;
}

/** A new customer's order to a Nova Poshta branch of Kyiv, paid in cash; `overrides` replace whole parts. */
export function newCustomerOrder(db: Db, cartId: string, overrides: Partial<FullRequest> = {}): FullRequest {
  return {
    order_type: 'new',
    cart_id: cartId,
    person: { ...buyer },
    recipient: { type: 'me' },
    delivery: { type: 'newpost', city_id: DEFAULT_CITY_ID, department_id: department(db, 'branch') },
    payment: { type: 'cash' },
    ...overrides,
  };
}

export interface ProductRow {
  readonly id: number;
  /** What one unit costs. */
  readonly price: number;
}

const SELLABLE = `p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0
  AND p.category_id IN (SELECT id FROM categories WHERE is_services = 0)`;
const NO_GIFT = 'NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)';

/** Goods anyone can buy, without a gift, matching `where`, cheapest first from `minPrice`. */
export function products(db: Db, where: string, count: number, minPrice = 0): ProductRow[] {
  const rows = db
    .prepare(
      `SELECT p.id, COALESCE(p.price_with_discount, p.price) AS price FROM products p
       WHERE ${SELLABLE} AND ${NO_GIFT} AND (${where}) AND COALESCE(p.price_with_discount, p.price) >= ?
       ORDER BY price, p.id LIMIT ?`,
    )
    .all(minPrice, count) as ProductRow[];
  expect(rows.length, `the seed has ${count} products where ${where}`).toBe(count);
  return rows;
}

export function product(db: Db, where = '1', minPrice = 0): ProductRow {
  return products(db, where, 1, minPrice)[0]!;
}

/** A new product of its own for one test, priced `price`, whose gift has `stock` left. */
export function giftedProduct(db: Db, stock: number, price = 2999): ProductRow & { giftId: number } {
  const id = insertProduct(db, { price });
  const giftId = insertProduct(db, { price: 199, btn_to_cart: 0 });
  db.prepare('INSERT INTO product_gifts (product_id, gift_id, stock) VALUES (?, ?, ?)').run(id, giftId, stock);
  return { id, price, giftId };
}

export function setGiftStock(db: Db, productId: number, stock: number): void {
  db.prepare('UPDATE product_gifts SET stock = ? WHERE product_id = ?').run(stock, productId);
}

export function giftStock(db: Db, productId: number): number {
  return (db.prepare('SELECT stock FROM product_gifts WHERE product_id = ?').get(productId) as { stock: number }).stock;
}

/** A promo code of its own for one test. */
export function testPromoCode(db: Db, percent: number, singleUse: boolean): string {
  const code = `ORDER${randomBytes(4).toString('hex').toUpperCase()}`;
  db.prepare("INSERT INTO promo_codes (code, discount_percent, status, expires_at, single_use) VALUES (?, ?, 'valid', NULL, ?)").run(
    code,
    percent,
    singleUse ? 1 : 0,
  );
  return code;
}

export interface StoredOrder {
  id: number;
  user_id: number | null;
  kind: string;
  status: string;
  phone: string | null;
  customer_name: string | null;
  items: string;
  total: number;
  payment_type: string | null;
  delivery_type: string | null;
  promo_code: string | null;
  bonuses_spent: number;
  order_type: string | null;
  cart_id: string | null;
  buyer: string | null;
  recipient: string | null;
  company: string | null;
  delivery: string | null;
  passport_given: 0 | 1;
  credit_provider_id: number | null;
  credit_months: number | null;
  goods: number | null;
  promo_discount: number;
  comment: string | null;
}

export function storedOrder(db: Db, id: number): StoredOrder {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as StoredOrder;
}

export function ordersOfCart(db: Db, cartId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?').get(cartId) as { n: number }).n;
}

export function cartLineCount(db: Db, cartId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?').get(cartId) as { n: number }).n;
}

export interface Refusal {
  readonly code: string;
  readonly fields: Record<string, string>;
}

/** The error of a refused order, checked against the core's error body. */
export function refusal(answer: Answer, status: number): Refusal {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  const { error } = apiErrorBodySchema.parse(answer.json);
  return { code: error.code, fields: error.fields ?? {} };
}
