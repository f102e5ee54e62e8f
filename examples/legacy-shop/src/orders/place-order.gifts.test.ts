import { describe, expect, it } from 'vitest';
import { newUser, storedCart } from '../cart/testing/shop-client';
import { useTestServer } from '../testing/use-test-server';
import { cartWith, giftStock, giftedProduct, newCustomerOrder, placeOrderCall, placed, refusal, setGiftStock, storedOrder, testPromoCode } from './testing/order-kit';

const server = useTestServer();

const itemsOf = (orderId: number) => JSON.parse(storedOrder(server.db, orderId).items) as { product_id: number; gift_id: number | null }[];
const count = (sql: string, ...params: unknown[]) => (server.db.prepare(sql).get(...params) as { n: number }).n;

describe('gifts', () => {
  it('run out: the order is refused with 409 naming the line, and placed when the shopper buys it without the gift', async () => {
    const { db } = server;
    const gifted = giftedProduct(db, 1);
    const first = await cartWith(server, [gifted.id]);
    const second = await cartWith(server, [gifted.id]);

    const got = placed(await placeOrderCall(server, newCustomerOrder(db, first)));
    expect(itemsOf(got.order_id)).toEqual([expect.objectContaining({ product_id: gifted.id, gift_id: gifted.giftId })]);
    expect(giftStock(db, gifted.id)).toBe(0);

    const before = storedCart(server, second);
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, second)), 409)).toEqual({
      code: 'errors.gifts_run_out',
      fields: { [`lines.${gifted.id}`]: 'errors.gifts_run_out' },
    });
    expect(storedCart(server, second)).toEqual(before);

    const without = placed(await placeOrderCall(server, newCustomerOrder(db, second, { without_gift: [gifted.id] })));
    expect(itemsOf(without.order_id)).toEqual([expect.objectContaining({ product_id: gifted.id, gift_id: null })]);
    expect(giftStock(db, gifted.id)).toBe(0);
  });

  it('are never given twice: N orders at once for a gift with k left, exactly k get it and the rest are refused with 409', async () => {
    const { db } = server;
    const left = 4;
    const buyers = 10;
    const gifted = giftedProduct(db, left);
    const carts = await Promise.all(Array.from({ length: buyers }, () => cartWith(server, [gifted.id])));

    const answers = await Promise.all(carts.map((cartId) => placeOrderCall(server, newCustomerOrder(db, cartId))));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(left).fill(200), ...Array<number>(buyers - left).fill(409)]);
    const orders = answers.filter((answer) => answer.status === 200).map((answer) => placed(answer).order_id);
    expect(orders.flatMap((id) => itemsOf(id)).map((item) => item.gift_id)).toEqual(Array<number>(left).fill(gifted.giftId));
    expect(giftStock(db, gifted.id)).toBe(0);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(refusal(answer, 409).fields).toEqual({ [`lines.${gifted.id}`]: 'errors.gifts_run_out' });
    }
  });
});

describe('a refused order', () => {
  it('changes nothing: no bonus debited, no gift taken, no promo code spent, the cart kept, no order stored', async () => {
    const { db } = server;
    const user = await newUser(server, { bonuses: 1000 });
    const inStock = giftedProduct(db, 5, 3999);
    const runOut = giftedProduct(db, 1, 3999);
    const code = testPromoCode(db, 5, true);
    const cartId = await cartWith(server, [inStock.id, runOut.id], user);
    setGiftStock(db, runOut.id, 0);
    const snapshot = () => ({
      cart: storedCart(server, cartId),
      bonuses: db.prepare('SELECT bonuses FROM users WHERE id = ?').get(user.id),
      stock: [giftStock(db, inStock.id), giftStock(db, runOut.id)],
      promo: db.prepare('SELECT status FROM promo_codes WHERE code = ?').get(code),
      orders: count('SELECT COUNT(*) AS n FROM orders'),
      links: count('SELECT COUNT(*) AS n FROM payment_links'),
      keys: count('SELECT COUNT(*) AS n FROM idempotency_keys'),
    });
    const before = snapshot();
    const body = newCustomerOrder(db, cartId, { order_type: 'registered', bonuses: 100, promo_code: code, payment: { type: 'liqpay' } });

    // The first line's gift is taken before the second line's turns out to be gone: the whole order rolls back.
    expect(refusal(await placeOrderCall(server, body, { token: user.token, key: 'refused-order-0001' }), 409).fields).toEqual({
      [`lines.${runOut.id}`]: 'errors.gifts_run_out',
    });
    expect(snapshot()).toEqual(before);
    // A refusal checked before any write (a bad phone) leaves the same.
    expect(refusal(await placeOrderCall(server, { ...body, person: { ...body.person, phone: '123' } }, user), 422).fields).toEqual({
      'person.phone': 'validation.phone_invalid',
    });
    expect(snapshot()).toEqual(before);

    // The same key is free for the corrected order, which then takes what it should.
    const order = placed(await placeOrderCall(server, { ...body, without_gift: [runOut.id] }, { token: user.token, key: 'refused-order-0001' }));
    expect(order.total).toBe(inStock.price + runOut.price - Math.floor(((inStock.price + runOut.price) * 5) / 100) - 100);
    expect(snapshot()).toMatchObject({ bonuses: { bonuses: 900 }, stock: [4, 0], promo: { status: 'used' }, orders: before.orders + 1 });
  });
});
