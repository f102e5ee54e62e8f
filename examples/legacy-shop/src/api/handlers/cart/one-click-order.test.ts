import { endpoints } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { productNotForSale, productsForSale, productWithGift, unitPriceOf } from '../../../cart/testing/fixtures';
import { call, errorOf, newUser } from '../../../cart/testing/shop-client';
import { startTestServer } from '../../../testing/start-test-server';
import { useTestServer } from '../../../testing/use-test-server';

const server = useTestServer();

interface OrderRow {
  user_id: number | null;
  kind: string;
  status: string;
  phone: string;
  customer_name: string | null;
  items: string;
  total: number;
}

const order = (body: object, options: { token?: string; key?: string } = {}) =>
  call(server, 'POST', '/api/shop/cart/one_click_order', { body, ...options });

function orderIdOf(answer: { status: number; json: unknown }): number {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return endpoints.oneClickOrder.response.parse(answer.json).data.order_id;
}

const orderRow = (id: number) => server.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow;
const orderCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('one-click order', () => {
  it('creates a one-click order at the server’s price, keeping the phone as digits', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const id = orderIdOf(await order({ product_id: productId, phone: '(050) 123-45-67', name: ' Іван ', price: 1, total: 1 }));
    const row = orderRow(id);
    const price = unitPriceOf(server.db, productId);
    expect(row).toMatchObject({
      user_id: null,
      kind: 'one_click',
      status: 'needs_payment',
      phone: '380501234567',
      customer_name: 'Іван',
      total: price,
    });
    expect(JSON.parse(row.items)).toEqual([
      expect.objectContaining({ product_id: productId, quantity: 1, final_price: price, gift_id: null }),
    ]);
  });

  it('belongs to the logged-in user', async () => {
    const user = await newUser(server);
    const [productId] = productsForSale(server.db, 1) as [number];
    const id = orderIdOf(await order({ product_id: productId, phone: '+380671112233' }, { token: user.token }));
    expect(orderRow(id)).toMatchObject({ user_id: user.id, customer_name: null });
  });

  it('refuses a wrong phone or name and products that cannot be bought, placing nothing', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const before = orderCount();
    for (const [phone, error] of [
      ['12345', 'validation.phone_invalid'],
      ['+38 0800 300 033', 'validation.phone_invalid'],
      ['', 'validation.phone_required'],
      ["0501234567' OR 1=1 --", 'validation.phone_invalid'],
    ] as const) {
      expect(errorOf(await order({ product_id: productId, phone }), 422), phone).toEqual({
        code: error,
        message: expect.any(String),
        fields: { phone: error },
      });
    }
    expect(errorOf(await order({ product_id: productId, phone: '0501234567', name: 'x'.repeat(51) }), 422).fields).toEqual({
      name: 'validation.too_long',
    });
    for (const why of ['no buy button', 'not available to buy', 'corporate only'] as const) {
      expect((await order({ product_id: productNotForSale(server.db, why), phone: '0501234567' })).status).toBe(422);
    }
    expect((await order({ product_id: '1', phone: '0501234567' })).status).toBe(400);
    expect(orderCount()).toBe(before);
  });

  it('takes a gift from stock while there is one, and goes without when they have run out', async () => {
    const withGift = productWithGift(server.db, true);
    const stock = () => (server.db.prepare('SELECT stock FROM product_gifts WHERE product_id = ?').get(withGift.productId) as { stock: number }).stock;
    const before = stock();
    const id = orderIdOf(await order({ product_id: withGift.productId, phone: '0501234567' }));
    expect(JSON.parse(orderRow(id).items)[0].gift_id).toBe(withGift.giftId);
    expect(stock()).toBe(before - 1);

    const runOut = productWithGift(server.db, false);
    const without = orderIdOf(await order({ product_id: runOut.productId, phone: '0501234567' }));
    expect(JSON.parse(orderRow(without).items)[0].gift_id).toBeNull();
  });

  it('a retry with the same key places one order; another key places another', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const before = orderCount();
    const body = { product_id: productId, phone: '0501234567' };
    const first = await order(body, { key: 'one-click-1' });
    const retries = await Promise.all(Array.from({ length: 5 }, () => order(body, { key: 'one-click-1' })));
    for (const retry of retries) expect(retry).toEqual(first);
    expect(orderCount()).toBe(before + 1);
    expect(orderIdOf(await order(body, { key: 'one-click-2' }))).not.toBe(orderIdOf(first));
    expect(orderCount()).toBe(before + 2);
  });
});

describe('one-click orders from one address', () => {
  it('are limited: past the allowance a 429, no order made and no gift taken; an invalid form counts nothing', async () => {
    const limited = await startTestServer({ oneClickOrdersPerAddress: 2 });
    try {
      const { productId: gifted } = productWithGift(limited.db, true);
      const stock = () => (limited.db.prepare('SELECT stock FROM product_gifts WHERE product_id = ?').get(gifted) as { stock: number }).stock;
      const place = (body: object) => call(limited, 'POST', '/api/shop/cart/one_click_order', { body });
      expect((await place({ product_id: gifted, phone: '12' })).status).toBe(422);
      expect((await place({ product_id: gifted, phone: '+380501234567' })).status).toBe(200);
      expect((await place({ product_id: gifted, phone: '+380501234568' })).status).toBe(200);
      const before = stock();
      const orders = (limited.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

      const refused = await place({ product_id: gifted, phone: '+380501234569' });
      expect(errorOf(refused, 429)).toMatchObject({ code: 'errors.generic' });
      expect(stock()).toBe(before);
      expect((limited.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(orders);
    } finally {
      await limited.close();
    }
  });
});

