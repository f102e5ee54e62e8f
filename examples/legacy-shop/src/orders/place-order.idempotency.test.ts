import { describe, expect, it } from 'vitest';
import { call, newUser } from '../cart/testing/shop-client';
import { useTestServer } from '../testing/use-test-server';
import { cartWith, newCustomerOrder, ordersOfCart, placeOrderCall, placed, product, refusal } from './testing/order-kit';

const server = useTestServer();

const bonusesOf = (userId: number) => (server.db.prepare('SELECT bonuses FROM users WHERE id = ?').get(userId) as { bonuses: number }).bonuses;

describe('an order and its Idempotency-Key', () => {
  it('is refused without a key (400), and nothing is placed', async () => {
    const cartId = await cartWith(server, [product(server.db).id]);
    const answer = await call(server, 'POST', '/api/shop/orders', { body: newCustomerOrder(server.db, cartId) });
    expect(refusal(answer, 400)).toEqual({ code: 'validation.invalid', fields: { 'Idempotency-Key': 'validation.required' } });
    expect(ordersOfCart(server.db, cartId)).toBe(0);
  });

  it('answer lost after the order was stored → the retry with the same key returns the same order, one row, bonuses debited once', async () => {
    const { db } = server;
    const user = await newUser(server, { bonuses: 500 });
    const cartId = await cartWith(server, [product(db, '1', 1000).id], user);
    const body = newCustomerOrder(db, cartId, { order_type: 'registered', bonuses: 200, payment: { type: 'liqpay' } });
    const key = 'lost-answer-0000-0001';

    const first = await placeOrderCall(server, body, { token: user.token, key });
    // The shopper never saw `first`: the browser retries the same request with the same key.
    const retry = await placeOrderCall(server, body, { token: user.token, key });

    expect(retry).toEqual(first);
    expect(placed(retry).next).toBe('payment');
    expect(ordersOfCart(db, cartId)).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM payment_links WHERE order_id = ?').get(placed(first).order_id)).toEqual({ n: 1 });
    expect(bonusesOf(user.id)).toBe(300);
  });

  it('double submit: two requests at once with one key place one order and both get it', async () => {
    const { db } = server;
    const cartId = await cartWith(server, [product(db).id]);
    const body = newCustomerOrder(db, cartId);
    const [one, two] = await Promise.all([placeOrderCall(server, body, { key: 'double-submit-0001' }), placeOrderCall(server, body, { key: 'double-submit-0001' })]);
    expect(one).toEqual(two);
    expect(placed(one!).order_id).toBeGreaterThan(0);
    expect(ordersOfCart(db, cartId)).toBe(1);
  });

  it('a new key for an emptied cart is a new attempt, refused: the cart has nothing left to order', async () => {
    const { db } = server;
    const cartId = await cartWith(server, [product(db).id]);
    placed(await placeOrderCall(server, newCustomerOrder(db, cartId)));
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, cartId)), 422).code).toBe('errors.nothing_found');
    expect(ordersOfCart(db, cartId)).toBe(1);
  });

  it('is the buyer’s own: another shopper’s order with the same key is their own order', async () => {
    const { db } = server;
    const [first, second] = [await newUser(server), await newUser(server)];
    const key = 'shared-key-0000-0001';
    const firstCart = await cartWith(server, [product(db).id], first);
    const secondCart = await cartWith(server, [product(db).id], second);
    const a = placed(await placeOrderCall(server, newCustomerOrder(db, firstCart, { order_type: 'registered' }), { token: first.token, key }));
    const b = placed(await placeOrderCall(server, newCustomerOrder(db, secondCart, { order_type: 'registered' }), { token: second.token, key }));
    expect(b.order_id).not.toBe(a.order_id);
    expect([ordersOfCart(db, firstCart), ordersOfCart(db, secondCart)]).toEqual([1, 1]);
  });
});
