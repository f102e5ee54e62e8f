import { endpoints } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsForSale, promoCode, unitPriceOf } from '../../../cart/testing/fixtures';
import { call, cartOf, errorOf, listAdd, storedCart } from '../../../cart/testing/shop-client';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';

let server: TestServer;
let goods: number;
beforeAll(async () => {
  server = await startTestServer();
  const [productId] = productsForSale(server.db, 1) as [number];
  goods = 3 * unitPriceOf(server.db, productId);
});
afterAll(async () => {
  expect(server.logged).toEqual([]);
  await server.close();
});

async function newCart(): Promise<string> {
  const [productId] = productsForSale(server.db, 1) as [number];
  const { cart_id } = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(productId) }));
  cartOf(await call(server, 'POST', '/api/shop/cart/change_quantity', { body: { cart_id, product_id: productId, quantity: 3 } }));
  return cart_id;
}

const apply = (cart_id: string, code: string, key?: string) =>
  call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id, code }, key });
const remove = (cart_id: string, key?: string) => call(server, 'DELETE', '/api/shop/cart/promocode', { body: { cart_id }, key });
const check = (cart_id: string, code: string) => call(server, 'POST', '/api/shop/cart/get_promocode', { body: { cart_id, code } });

describe('promo codes', () => {
  it('a valid code applies: the cart shows it and the total takes the discount off', async () => {
    const cartId = await newCart();
    const code = promoCode(server.db, 15);
    const cart = cartOf(await apply(cartId, code));
    const discount = Math.floor((goods * 15) / 100);
    expect(cart.promocode).toEqual({ code, kind: 'promo', discount });
    expect(cart.total).toBe(goods - discount);
    expect(cartOf(await call(server, 'GET', `/api/shop/cart/${cartId}`))).toEqual(cart);
  });

  it('is typed in any case and with spaces around', async () => {
    const cartId = await newCart();
    const code = promoCode(server.db, 10);
    expect(cartOf(await apply(cartId, `  ${code.toLowerCase()} `)).promocode?.code).toBe(code);
  });

  it('get_promocode checks a code without applying it', async () => {
    const cartId = await newCart();
    const code = promoCode(server.db, 20);
    const answer = endpoints.getPromocode.response.parse((await check(cartId, code)).json);
    expect(answer).toEqual({ success: true, data: { code, kind: 'promo', discount: Math.floor((goods * 20) / 100) } });
    expect(server.db.prepare('SELECT promo_code FROM carts WHERE id = ?').get(cartId)).toEqual({ promo_code: null });
    expect(errorOf(await check(cartId, 'NOPE-NOPE'), 422).code).toBe('errors.promo_code_not_found');
  });

  it('refuses codes that are used, expired, unknown, too short or too long, changing nothing', async () => {
    const cartId = await newCart();
    const before = storedCart(server, cartId);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const cases: [code: string, error: string][] = [
      [promoCode(server.db, 10, 'used'), 'errors.promo_code_already_used'],
      [promoCode(server.db, 10, 'expired'), 'errors.promo_code_already_used'],
      [promoCode(server.db, 10, 'valid', yesterday), 'errors.promo_code_already_used'],
      ['NO-SUCH-CODE', 'errors.promo_code_not_found'],
      ['ABC', 'validation.promo_code_too_short'],
      ['  AB  ', 'validation.promo_code_too_short'],
      ['A'.repeat(51), 'validation.promo_code_too_long'],
      ['', 'validation.required'],
    ];
    for (const [code, error] of cases) {
      expect(errorOf(await apply(cartId, code), 422), code).toEqual({ code: error, message: expect.any(String), fields: { code: error } });
      expect(errorOf(await check(cartId, code), 422).code, code).toBe(error);
    }
    expect(storedCart(server, cartId)).toEqual(before);
  });

  it('accepts exactly 4 and 50 characters', async () => {
    const cartId = await newCart();
    for (const code of ['QWER', 'Z'.repeat(50)]) {
      server.db.prepare("INSERT INTO promo_codes (code, discount_percent, status) VALUES (?, 7, 'valid')").run(code);
      expect(cartOf(await apply(cartId, code)).promocode?.code).toBe(code);
    }
  });

  it('a code that stops working after it was applied no longer counts', async () => {
    const cartId = await newCart();
    const code = promoCode(server.db, 10);
    cartOf(await apply(cartId, code));
    server.db.prepare("UPDATE promo_codes SET status = 'used' WHERE code = ?").run(code);
    const cart = cartOf(await call(server, 'GET', `/api/shop/cart/${cartId}`));
    expect(cart.promocode).toBeNull();
    expect(cart.total).toBe(goods);
  });

  it('removing clears the code; removing when there is none fails', async () => {
    const cartId = await newCart();
    cartOf(await apply(cartId, promoCode(server.db, 10)));
    const cart = cartOf(await remove(cartId));
    expect(cart.promocode).toBeNull();
    expect(cart.total).toBe(goods);
    expect(errorOf(await remove(cartId), 422).code).toBe('errors.promo_code_remove_failed');
  });

  it('a retried apply or remove with the same key answers as the first time', async () => {
    const cartId = await newCart();
    const code = promoCode(server.db, 10);
    const first = await apply(cartId, code, 'promo-apply-1');
    expect(await apply(cartId, code, 'promo-apply-1')).toEqual(first);
    const removed = await remove(cartId, 'promo-remove-1');
    expect(cartOf(removed).promocode).toBeNull();
    expect(await remove(cartId, 'promo-remove-1')).toEqual(removed);
    expect(errorOf(await remove(cartId, 'promo-remove-2'), 422).code).toBe('errors.promo_code_remove_failed');
  });
});
