import { DEFAULT_CITY_ID } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { newUser } from '../cart/testing/shop-client';
import { choose, startPayment } from '../pages/testing/payment-kit';
import { useTestServer } from '../testing/use-test-server';
import { cartWith, newCustomerOrder, placeOrderCall, placed, product } from './testing/order-kit';

const server = useTestServer();

const ledgerOf = (userId: number) =>
  server.db.prepare('SELECT kind, change, order_id FROM bonus_entries WHERE user_id = ? ORDER BY id').all(userId) as { kind: string; change: number; order_id: number | null }[];

describe('the bonus ledger', () => {
  it('records the bonuses an order spends, and their return when the unpaid order is cancelled', async () => {
    const { db } = server;
    const user = await newUser(server, { bonuses: 1000 });
    const item = product(db, '1', 2000);
    const cartId = await cartWith(server, [item.id], user);
    const request = newCustomerOrder(db, cartId, {
      order_type: 'registered',
      bonuses: 300,
      delivery: { type: 'courier', city_id: DEFAULT_CITY_ID, address: { street: 'вул. Хрещатик', building: '22А' } },
      payment: { type: 'liqpay' },
    });
    const order = placed(await placeOrderCall(server, request, user));
    expect(ledgerOf(user.id)).toEqual([{ kind: 'spent', change: -300, order_id: order.order_id }]);

    const link = order.redirect_url.split('/').pop() ?? '';
    await choose(server, await startPayment(server, link), 'cancel');
    expect(ledgerOf(user.id)).toEqual([
      { kind: 'spent', change: -300, order_id: order.order_id },
      { kind: 'returned', change: 300, order_id: order.order_id },
    ]);
  });

  it('writes nothing for an order paid without bonuses', async () => {
    const { db } = server;
    const user = await newUser(server, { bonuses: 1000 });
    const cartId = await cartWith(server, [product(db, '1', 2000).id], user);
    placed(
      await placeOrderCall(
        server,
        newCustomerOrder(db, cartId, {
          order_type: 'registered',
          delivery: { type: 'courier', city_id: DEFAULT_CITY_ID, address: { street: 'вул. Хрещатик', building: '22А' } },
          payment: { type: 'liqpay' },
        }),
        user,
      ),
    );
    expect(ledgerOf(user.id)).toEqual([]);
  });

  it('explains every demo balance: the seeded history adds up to it', () => {
    const rows = server.db
      .prepare(
        `SELECT u.email, u.bonuses, COALESCE((SELECT SUM(change) FROM bonus_entries b WHERE b.user_id = u.id), 0) AS sum
         FROM users u WHERE u.email LIKE '%@vitrina.example'`,
      )
      .all() as { email: string; bonuses: number; sum: number }[];
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.sum, row.email).toBe(row.bonuses);
    const customer = rows.find((row) => row.email === 'customer@vitrina.example')!;
    const kinds = server.db
      .prepare("SELECT kind, change FROM bonus_entries WHERE user_id = (SELECT id FROM users WHERE email = ?) ORDER BY created_at")
      .all(customer.email);
    expect(kinds).toEqual([
      { kind: 'accrued', change: 1700 },
      { kind: 'spent', change: -200 },
    ]);
  });
});
