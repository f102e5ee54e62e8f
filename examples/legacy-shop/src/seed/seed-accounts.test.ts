import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCorporateRole, orderStatusSchema, PASSWORD_MIN } from '@vitrina/core';
import { verifyPassword } from '../auth/passwords';
import type { UserRow } from '../db/rows';
import { demoAccounts } from './demo-accounts';
import type { OrderLineSnapshot } from './orders';
import { seedDatabase, type SeedReport } from './seed-database';
import { openTempDatabase, type TempDatabase } from './temp-database';

let temp: TempDatabase;
let report: SeedReport;
beforeAll(() => {
  temp = openTempDatabase();
  report = seedDatabase(temp.db);
});
afterAll(() => temp.close());

const all = <T>(sql: string, ...params: unknown[]): T[] => temp.db.prepare(sql).all(...params) as T[];
const user = (email: string): UserRow => temp.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow;

describe('the demo accounts', () => {
  it('log in with their documented passwords, stored only as scrypt hashes', async () => {
    for (const account of Object.values(demoAccounts)) {
      expect(account.password.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      const row = user(account.email);
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(account.password);
      expect(await verifyPassword(account.password, row.password_hash)).toBe(true);
      expect(await verifyPassword(`${account.password}!`, row.password_hash)).toBe(false);
    }
  });

  it('cover each kind of shopper the shop knows', () => {
    const customer = user(demoAccounts.customer.email);
    expect(customer.bonuses).toBe(1500);
    expect(customer.role).toBeNull();
    expect(isCorporateRole(user(demoAccounts.corporate.email).role)).toBe(true);
    expect(user(demoAccounts.corporate.email).role).toBe('corporate');
    expect(user(demoAccounts.superCorporate.email).role).toBe('super_corporate');
    const admin = user(demoAccounts.admin.email);
    expect(admin).toMatchObject({ role: 'super_admin', can_see_distributors: 1 });
    expect(user(demoAccounts.leftHanded.email).handedness).toBe('left');
    expect(user(demoAccounts.russian.email).lang).toBe('ru');
    const uuids = all<{ uuid: string }>('SELECT uuid FROM users').map((row) => row.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('give the customer favourites, compares of one category and a pre-order of an awaited product', () => {
    const id = user(demoAccounts.customer.email).id;
    expect(all('SELECT product_id FROM favorites WHERE user_id = ?', id).length).toBeGreaterThanOrEqual(3);
    const compares = all<{ category_id: number; n: number }>(
      'SELECT p.category_id, COUNT(*) AS n FROM compares c JOIN products p ON p.id = c.product_id WHERE c.user_id = ? GROUP BY p.category_id',
      id,
    );
    expect(compares.some((group) => group.n >= 2)).toBe(true);
    const preorders = all<{ in_waiting: number }>('SELECT p.in_waiting FROM preorders o JOIN products p ON p.id = o.product_id WHERE o.user_id = ?', id);
    expect(preorders).toEqual([{ in_waiting: 1 }]);
  });
});

describe('the demo orders', () => {
  interface OrderRow {
    id: number;
    user_id: number | null;
    kind: string;
    status: string;
    items: string;
    total: number;
    promo_code: string | null;
    bonuses_spent: number;
  }

  it('give every demo user past orders, paid, cancelled and awaiting payment, with server prices', () => {
    const orders = all<OrderRow>('SELECT * FROM orders');
    for (const account of Object.values(demoAccounts)) {
      const id = user(account.email).id;
      expect(orders.filter((order) => order.user_id === id).length, account.email).toBeGreaterThan(0);
    }
    expect(new Set(orders.map((order) => orderStatusSchema.parse(order.status)))).toEqual(new Set(['paid', 'cancelled', 'needs_payment']));
    expect(new Set(orders.map((order) => order.kind))).toEqual(new Set(['regular', 'one_click']));
    for (const order of orders) {
      const lines = JSON.parse(order.items) as OrderLineSnapshot[];
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const product = temp.db.prepare('SELECT price, price_with_discount FROM products WHERE id = ?').get(line.id) as {
          price: number;
          price_with_discount: number | null;
        };
        expect(line.price).toBe(product.price);
        expect(line.final_price).toBe(product.price_with_discount ?? product.price);
        expect(line.title_uk && line.title_ru).toBeTruthy();
      }
      expect(order.total).toBeGreaterThan(0);
    }
  });

  it('has a payment link for the customer order that needs payment', () => {
    const rows = all<{ token: string; status: string; user_id: number }>(
      'SELECT l.token, o.status, o.user_id FROM payment_links l JOIN orders o ON o.id = l.order_id',
    );
    expect(rows).toEqual([{ token: report.paymentLinkToken, status: 'needs_payment', user_id: user(demoAccounts.customer.email).id }]);
    expect(report.paymentLinkToken).toMatch(/^[0-9a-f]{32}$/);
  });
});
