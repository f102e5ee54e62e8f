import Database from 'better-sqlite3';
import { DEFAULT_CITY_ID } from '@vitrina/core';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, type ShopProcess } from '../testing/shop-process';

/*
 * The shop's process is killed (SIGKILL) in the middle of a burst of orders and cart changes, and
 * started again on the same file: whatever it answered 2xx must be there, and nothing half-written.
 */
const dir = mkdtempSync(join(tmpdir(), 'legacy-shop-durability-'));
const file = join(dir, 'shop.sqlite');
let shop: ShopProcess | undefined;

beforeAll(async () => {
  shop = await startShopProcess(file);
}, 90_000);
afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, path: string, body: unknown, key?: string) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

interface AckedOrder {
  readonly orderId: number;
  readonly cartId: string;
  readonly key: string;
}
interface CartTrail {
  readonly cartId: string;
  readonly productId: number;
  /** The quantities sent, in order; `acked` of them were answered 2xx. */
  readonly sent: number[];
  acked: number;
}

describe('a killed shop process', () => {
  it('keeps every write it acknowledged and no half-written order, with the file intact', async () => {
    const url = shop!.url;
    const reader = new Database(file, { readonly: true });
    const product = reader
      .prepare('SELECT id FROM products WHERE btn_to_cart = 1 AND is_corporate = 0 AND id NOT IN (SELECT product_id FROM product_gifts) LIMIT 1')
      .get() as { id: number };
    const branch = reader
      .prepare("SELECT id FROM delivery_departments WHERE city_id = ? AND kind = 'branch' ORDER BY number LIMIT 1")
      .get(DEFAULT_CITY_ID) as { id: number };
    const ordersBefore = (reader.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM orders').get() as { id: number }).id;
    reader.close();

    const newCart = async () => {
      const answer = await post(url, '/api/shop/cart/create', { product_id: product.id, pageNumber: 1, filterOptions: {}, sortingState: null });
      return ((await answer.json()) as { data: { cart_id: string } }).data.cart_id;
    };
    const orders: AckedOrder[] = [];
    const trails: CartTrail[] = [];
    let killed = false;
    let markEnough = () => {};
    const enough = new Promise<void>((resolve) => (markEnough = resolve));

    const orderWorker = async () => {
      while (!killed) {
        try {
          const cartId = await newCart();
          const key = randomUUID();
          const answer = await post(
            url,
            '/api/shop/orders',
            {
              order_type: 'new',
              cart_id: cartId,
              person: { lastName: 'Шевченко', firstName: 'Марія', phone: '+38 067 765 43 21', email: 'maria@example.com' },
              recipient: { type: 'me' },
              delivery: { type: 'newpost', city_id: DEFAULT_CITY_ID, department_id: branch.id },
              payment: { type: 'liqpay' },
            },
            key,
          );
          if (answer.ok) orders.push({ orderId: ((await answer.json()) as { data: { order_id: number } }).data.order_id, cartId, key });
          if (orders.length >= 40) markEnough();
        } catch {
          return; // the process is gone
        }
      }
    };
    const cartWorker = async () => {
      let trail: CartTrail;
      try {
        trail = { cartId: await newCart(), productId: product.id, sent: [], acked: 0 };
      } catch {
        return;
      }
      trails.push(trail);
      while (!killed) {
        const quantity = (trail.sent.length % 10) + 1;
        trail.sent.push(quantity);
        try {
          const answer = await post(url, '/api/shop/cart/change_quantity', { cart_id: trail.cartId, product_id: product.id, quantity });
          if (answer.ok) trail.acked = trail.sent.length;
          else return;
        } catch {
          return;
        }
      }
    };

    const workers = [...Array.from({ length: 8 }, orderWorker), ...Array.from({ length: 8 }, cartWorker)];
    await Promise.race([enough, new Promise((resolve) => setTimeout(resolve, 60_000))]);
    await shop!.kill();
    killed = true;
    await Promise.all(workers);
    expect(orders.length).toBeGreaterThanOrEqual(40);
    expect(trails.filter((trail) => trail.acked > 0).length).toBeGreaterThan(0);

    shop = await startShopProcess(file);
    expect((await fetch(`${shop.url}/api/shop/general`)).status).toBe(200);

    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const order = db.prepare('SELECT id, cart_id, total FROM orders WHERE id = ?');
      const cartLines = db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?');
      const keyAnswer = db.prepare("SELECT body FROM idempotency_keys WHERE key = ? AND scope LIKE 'placeOrder|%'");
      for (const acked of orders) {
        expect(order.get(acked.orderId)).toMatchObject({ id: acked.orderId, cart_id: acked.cartId });
        expect(cartLines.get(acked.cartId)).toEqual({ n: 0 });
        expect(JSON.parse((keyAnswer.get(acked.key) as { body: string }).body)).toMatchObject({ data: { order_id: acked.orderId } });
      }
      // Every order of the burst, answered or not: its cart emptied and its answer kept, in one piece.
      const burst = db.prepare('SELECT id, cart_id FROM orders WHERE id > ?').all(ordersBefore) as { id: number; cart_id: string }[];
      expect(burst.length).toBeGreaterThanOrEqual(orders.length);
      const keptAnswers = (db.prepare("SELECT body FROM idempotency_keys WHERE scope LIKE 'placeOrder|%'").all() as { body: string }[]).map(
        (row) => (JSON.parse(row.body) as { data: { order_id: number } }).data.order_id,
      );
      for (const placed of burst) {
        expect(cartLines.get(placed.cart_id)).toEqual({ n: 0 });
        expect(keptAnswers).toContain(placed.id);
      }
      const quantity = db.prepare('SELECT quantity FROM cart_items WHERE cart_id = ? AND product_id = ?');
      for (const trail of trails.filter((each) => each.acked > 0)) {
        // The last change answered, or the one after it if it was written before the answer was lost.
        const stored = (quantity.get(trail.cartId, trail.productId) as { quantity: number }).quantity;
        expect(trail.sent.slice(trail.acked - 1, trail.acked + 1)).toContain(stored);
      }
    } finally {
      db.close();
    }
  }, 180_000);
});
