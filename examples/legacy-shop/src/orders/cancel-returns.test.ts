import { describe, expect, it } from 'vitest';
import { choose, orderStatus, startPayment } from '../pages/testing/payment-kit';
import { useTestServer } from '../testing/use-test-server';
import { cartWith, giftStock, giftedProduct, newCustomerOrder, placeOrderCall, placed, testPromoCode } from './testing/order-kit';

const server = useTestServer();

const promoStatus = (code: string) => (server.db.prepare('SELECT status FROM promo_codes WHERE code = ?').get(code) as { status: string }).status;

describe('an order cancelled before it is paid', () => {
  it('gives its gift back to stock and its single-use promo code back to the shopper', async () => {
    const { db } = server;
    const gifted = giftedProduct(db, 1);
    const code = testPromoCode(db, 10, true);
    const cart = await cartWith(server, [gifted.id]);

    const order = placed(await placeOrderCall(server, newCustomerOrder(db, cart, { promo_code: code, payment: { type: 'liqpay' } })));
    expect([giftStock(db, gifted.id), promoStatus(code)]).toEqual([0, 'used']);

    const link = order.redirect_url.split('/').pop() ?? '';
    await choose(server, await startPayment(server, link), 'cancel');

    expect(orderStatus(db, order.order_id)).toBe('cancelled');
    expect([giftStock(db, gifted.id), promoStatus(code)]).toEqual([1, 'valid']);
  });

  it('a paid order keeps its gift and its spent code, whatever a second tab’s session asks', async () => {
    const { db } = server;
    const gifted = giftedProduct(db, 1);
    const code = testPromoCode(db, 10, true);
    const cart = await cartWith(server, [gifted.id]);
    const order = placed(await placeOrderCall(server, newCustomerOrder(db, cart, { promo_code: code, payment: { type: 'liqpay' } })));
    const link = order.redirect_url.split('/').pop() ?? '';

    const [first, second] = [await startPayment(server, link), await startPayment(server, link)];
    await choose(server, first, 'pay');
    await choose(server, second, 'cancel');

    expect(orderStatus(db, order.order_id)).toBe('paid');
    expect([giftStock(db, gifted.id), promoStatus(code)]).toEqual([0, 'used']);
  });
});
