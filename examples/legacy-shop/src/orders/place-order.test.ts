import { DEFAULT_CITY_ID } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { call, newUser } from '../cart/testing/shop-client';
import { useTestServer } from '../testing/use-test-server';
import {
  buyer,
  cartLineCount,
  cartWith,
  giftStock,
  giftedProduct,
  newCustomerOrder,
  placeOrderCall,
  placed,
  product,
  products,
  shopStore,
  storedOrder,
  testPromoCode,
} from './testing/order-kit';

const server = useTestServer();

const json = (text: string | null) => JSON.parse(text ?? 'null') as unknown;
const bonusesOf = (userId: number) => (server.db.prepare('SELECT bonuses FROM users WHERE id = ?').get(userId) as { bonuses: number }).bonuses;

describe('placing an order', () => {
  it('a new customer with a promo code to a Nova Poshta branch, cash on receipt: stored at server prices, the cart emptied', async () => {
    const { db } = server;
    const withService = product(db, 'EXISTS (SELECT 1 FROM product_services ps WHERE ps.product_id = p.id)');
    const service = db.prepare('SELECT s.id, s.price FROM product_services ps JOIN products s ON s.id = ps.service_id WHERE ps.product_id = ? ORDER BY s.id LIMIT 1').get(withService.id) as { id: number; price: number };
    const other = product(db, `p.id != ${withService.id}`);
    const cartId = await cartWith(server, [{ productId: withService.id, quantity: 2, serviceId: service.id }, other.id]);
    const goods = 2 * withService.price + service.price + other.price;
    const discount = Math.floor((goods * 10) / 100);

    const order = placed(await placeOrderCall(server, newCustomerOrder(db, cartId, { promo_code: ' vitrina10 ', expected_total: goods - discount })));

    expect(order).toEqual({
      order_id: order.order_id,
      status: 'needs_payment',
      total: goods - discount,
      next: 'result',
      redirect_url: `/order/result?status=success&order=${order.order_id}`,
    });
    const stored = storedOrder(db, order.order_id);
    expect(stored).toMatchObject({
      user_id: null,
      kind: 'regular',
      order_type: 'new',
      status: 'needs_payment',
      cart_id: cartId,
      phone: '380677654321',
      total: goods - discount,
      goods,
      promo_code: 'VITRINA10',
      promo_discount: discount,
      bonuses_spent: 0,
      payment_type: 'cash',
      delivery_type: 'newpost',
      passport_given: 0,
      recipient: null,
      company: null,
    });
    expect(json(stored.buyer)).toEqual(buyer);
    expect(json(stored.delivery)).toMatchObject({ city_id: DEFAULT_CITY_ID, address: null, store_id: null });
    expect(json(stored.items)).toEqual([
      expect.objectContaining({ product_id: withService.id, quantity: 2, final_price: withService.price, services: [{ id: service.id, quantity: 1, final_price: service.price }] }),
      expect.objectContaining({ product_id: other.id, quantity: 1, final_price: other.price, services: [], gift_id: null }),
    ]);

    expect(cartLineCount(db, cartId)).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM cart_item_services WHERE cart_id = ?').get(cartId)).toEqual({ n: 0 });
    expect(db.prepare('SELECT promo_code, bonuses FROM carts WHERE id = ?').get(cartId)).toEqual({ promo_code: null, bonuses: 0 });
    expect(db.prepare("SELECT status FROM promo_codes WHERE code = 'VITRINA10'").get()).toEqual({ status: 'valid' });
    // The guest's cart cookie still names a cart: an empty one.
    expect((await call(server, 'GET', `/api/shop/cart/${cartId}`)).json).toMatchObject({ data: { cart_id: cartId, suppliers: [], total: 0 } });
  });

  it('a registered customer spends bonuses, courier delivery, card online: the bonuses are debited and the answer leads to the payment page', async () => {
    const { db } = server;
    const user = await newUser(server, { bonuses: 1000 });
    const item = product(db, '1', 2000);
    const cartId = await cartWith(server, [item.id], user);
    const order = placed(
      await placeOrderCall(
        server,
        newCustomerOrder(db, cartId, {
          order_type: 'registered',
          bonuses: 300,
          delivery: { type: 'courier', city_id: DEFAULT_CITY_ID, address: { street: 'вул. Хрещатик', building: '22А', apartment: ' 5 ' } },
          payment: { type: 'liqpay' },
          expected_total: item.price - 300,
        }),
        user,
      ),
    );
    const link = db.prepare('SELECT token FROM payment_links WHERE order_id = ?').get(order.order_id) as { token: string };
    expect(order).toMatchObject({ status: 'needs_payment', total: item.price - 300, next: 'payment', redirect_url: `/order/pay/${link.token}` });
    expect(bonusesOf(user.id)).toBe(700);
    const stored = storedOrder(db, order.order_id);
    expect(stored).toMatchObject({ user_id: user.id, order_type: 'registered', bonuses_spent: 300, payment_type: 'liqpay', delivery_type: 'courier' });
    expect(json(stored.delivery)).toMatchObject({ address: { street: 'вул. Хрещатик', building: '22А', apartment: '5' }, department_id: null });
    const page = await fetch(`${server.url}${order.redirect_url}`);
    expect(page.status).toBe(200);
  });

  it('a corporate buyer pays by company transfer and picks the order up in a shop', async () => {
    const { db } = server;
    const user = await newUser(server, { role: 'corporate' });
    const item = product(db, 'p.self_pickup = 1', 6000);
    const cartId = await cartWith(server, [item.id], user);
    const store = shopStore(db);
    const order = placed(
      await placeOrderCall(
        server,
        newCustomerOrder(db, cartId, {
          order_type: 'registered',
          company: { companyName: ' ТОВ «Вітрина» ', companyCode: '12345678', taxNumber: '1234567890', passport: 'ab 123456' },
          delivery: { type: 'self-delivery', store_id: store },
          payment: { type: 'no_cash_company' },
        }),
        user,
      ),
    );
    expect(order).toMatchObject({ total: item.price, next: 'result', redirect_url: `/order/result?status=success&order=${order.order_id}` });
    const stored = storedOrder(db, order.order_id);
    expect(json(stored.company)).toEqual({ companyName: 'ТОВ «Вітрина»', companyCode: '12345678', taxNumber: '1234567890' });
    expect(json(stored.delivery)).toEqual({ city_id: null, department_id: null, address: null, store_id: store });
    expect(stored.payment_type).toBe('no_cash_company');
  });

  it('a fast order with the phone alone, to be confirmed by a call', async () => {
    const { db } = server;
    const [first, second] = products(db, '1', 2);
    const cartId = await cartWith(server, [first!.id, second!.id]);
    const order = placed(await placeOrderCall(server, { order_type: 'fast', cart_id: cartId, phone: '0931112233' }));
    expect(order).toMatchObject({ total: first!.price + second!.price, next: 'result' });
    expect(storedOrder(db, order.order_id)).toMatchObject({
      order_type: 'fast',
      phone: '380931112233',
      customer_name: null,
      payment_type: null,
      delivery_type: null,
      delivery: null,
    });
    expect(json(storedOrder(db, order.order_id).buyer)).toEqual({ phone: '+38 093 111 22 33' });
    expect(cartLineCount(db, cartId)).toBe(0);
  });

  it('by credit: the bank and term are stored, no gift is taken, and the answer leads to the payment page', async () => {
    const { db } = server;
    const gifted = giftedProduct(db, 3, 9999);
    db.prepare('UPDATE products SET is_available_for_credit = 1 WHERE id = ?').run(gifted.id);
    const bank = db.prepare('SELECT id, months FROM banks WHERE id = 5').get() as { id: number; months: string };
    const months = (JSON.parse(bank.months) as number[])[0]!;
    const cartId = await cartWith(server, [gifted.id]);
    const order = placed(
      await placeOrderCall(server, newCustomerOrder(db, cartId, { payment: { type: 'credit', credit: { provider_id: bank.id, months } }, passport: '123456789' })),
    );
    expect(order).toMatchObject({ next: 'payment', total: gifted.price });
    expect(storedOrder(db, order.order_id)).toMatchObject({ credit_provider_id: bank.id, credit_months: months, passport_given: 1, payment_type: 'credit' });
    expect(json(storedOrder(db, order.order_id).items)).toEqual([expect.objectContaining({ product_id: gifted.id, gift_id: null })]);
    expect(giftStock(db, gifted.id)).toBe(3);
  });

  it('takes the gift of a line from stock, and spends a single-use promo code so the next order with it is refused', async () => {
    const { db } = server;
    const gifted = giftedProduct(db, 2);
    const code = testPromoCode(db, 5, true);
    const cartId = await cartWith(server, [gifted.id]);
    const order = placed(await placeOrderCall(server, newCustomerOrder(db, cartId, { promo_code: code })));
    expect(json(storedOrder(db, order.order_id).items)).toEqual([expect.objectContaining({ product_id: gifted.id, gift_id: gifted.giftId })]);
    expect(giftStock(db, gifted.id)).toBe(1);
    expect(db.prepare('SELECT status FROM promo_codes WHERE code = ?').get(code)).toEqual({ status: 'used' });

    const again = await cartWith(server, [product(db).id]);
    const refused = await placeOrderCall(server, newCustomerOrder(db, again, { promo_code: code }));
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ error: { code: 'errors.promo_code_already_used', fields: { promo_code: 'errors.promo_code_already_used' } } });
  });
});
