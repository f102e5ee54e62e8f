import { randomBytes } from 'node:crypto';
import { endpoints } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsForSale, promoCode } from '../../../cart/testing/fixtures';
import { call, cartOf, errorOf, listAdd, newUser, quantities, storedCart, type TestUser } from '../../../cart/testing/shop-client';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let products: number[];
beforeAll(async () => {
  server = await startTestServer();
  alice = await newUser(server);
  bob = await newUser(server);
  products = productsForSale(server.db, 3);
});
afterAll(async () => {
  expect(server.logged).toEqual([]);
  await server.close();
});

/** Every call that names a cart, aimed at `cartId`. */
function cartCalls(cartId: string, productId: number) {
  const id = encodeURIComponent(cartId);
  return [
    ['GET', `/api/shop/cart/${id}`, undefined],
    ['POST', `/api/shop/cart/update/${id}`, listAdd(productId)],
    ['POST', '/api/shop/cart/add', { product_id: productId, without_gift: false, cart_id: cartId }],
    ['POST', `/api/shop/cart/delete/${productId}`, { cart_id: cartId }],
    ['POST', '/api/shop/cart/change_quantity', { cart_id: cartId, product_id: productId, quantity: 2 }],
    ['POST', '/api/shop/cart', { cart_id: cartId }],
    ['POST', '/api/shop/cart/promocode', { cart_id: cartId, code: 'WHATEVER' }],
    ['DELETE', '/api/shop/cart/promocode', { cart_id: cartId }],
    ['POST', '/api/shop/cart/get_promocode', { cart_id: cartId, code: 'WHATEVER' }],
    ['POST', '/api/shop/cart/deleteByCartId', { cart_id: cartId }],
  ] as const;
}

async function expectUnreachable(cartId: string, token?: string): Promise<void> {
  for (const [method, path, body] of cartCalls(cartId, products[0]!)) {
    const answer = await call(server, method, path, { body, token });
    expect(answer.status, `${method} ${path}`).toBe(404);
    expect(errorOf(answer, 404).code).toBe('errors.nothing_found');
  }
}

describe('who may use a cart', () => {
  it('a guessed cart id finds nothing', async () => {
    await expectUnreachable(randomBytes(18).toString('base64url'));
    await expectUnreachable(randomBytes(18).toString('base64url'), alice.token);
  });

  it('a user’s cart answers only to that user’s token', async () => {
    const answer = await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!, alice.uuid), token: alice.token });
    const cart = cartOf(answer);
    expect(server.db.prepare('SELECT user_id FROM carts WHERE id = ?').get(cart.cart_id)).toEqual({ user_id: alice.id });
    const before = storedCart(server, cart.cart_id);

    await expectUnreachable(cart.cart_id);
    await expectUnreachable(cart.cart_id, bob.token);
    expect(storedCart(server, cart.cart_id)).toEqual(before);

    expect(cartOf(await call(server, 'GET', `/api/shop/cart/${cart.cart_id}`, { token: alice.token }))).toEqual(cart);
  });

  it('a user keeps one cart: a second create adds to it', async () => {
    const carol = await newUser(server);
    const first = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!, carol.uuid), token: carol.token }));
    const second = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[1]!), token: carol.token }));
    expect(second.cart_id).toBe(first.cart_id);
    expect(quantities(second)).toEqual({ [products[0]!]: 1, [products[1]!]: 1 });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM carts WHERE user_id = ?').get(carol.id)).toEqual({ n: 1 });
  });

  it('a user_id in the body must be the token’s user', async () => {
    const cartsBefore = server.db.prepare('SELECT COUNT(*) AS n FROM carts').get();
    const noToken = await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!, alice.uuid) });
    expect(errorOf(noToken, 401).code).toBe('errors.login_error');
    const someoneElse = await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!, alice.uuid), token: bob.token });
    expect(someoneElse.status).toBe(403);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM carts').get()).toEqual(cartsBefore);
  });

  it('a guest cart works for whoever holds its id, logged in or not', async () => {
    const guest = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!) }));
    const withToken = cartOf(await call(server, 'GET', `/api/shop/cart/${guest.cart_id}`, { token: bob.token }));
    expect(withToken).toEqual(guest);
  });

  it('GetReactCartByUserId reads the token’s own cart only, null when there is none', async () => {
    const dave = await newUser(server);
    const read = (uuid: string, token?: string) => call(server, 'GET', `/api/shop/cart/user/${uuid}`, { token });
    const none = await read(dave.uuid, dave.token);
    expect(endpoints.GetReactCartByUserId.response.parse(none.json)).toEqual({ success: true, data: null });

    const cart = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[2]!), token: dave.token }));
    expect(cartOf(await read(dave.uuid, dave.token))).toEqual(cart);

    expect((await read(dave.uuid)).status).toBe(401);
    expect((await read(dave.uuid, alice.token)).status).toBe(403);
    expect((await read("' OR 1=1 --", dave.token)).status).toBe(403);
  });

  it('SQL in a cart id, a product id or a promo code is only text: 4xx, nothing changes, no 5xx', async () => {
    const guest = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!) }));
    const code = promoCode(server.db, 10);
    const snapshot = () => ({
      carts: server.db.prepare('SELECT * FROM carts ORDER BY id').all(),
      items: server.db.prepare('SELECT * FROM cart_items ORDER BY cart_id, product_id').all(),
      promo: server.db.prepare('SELECT * FROM promo_codes ORDER BY code').all(),
    });
    const before = snapshot();
    const injections = [
      "' OR '1'='1",
      `${guest.cart_id}' OR '1'='1`,
      "x'; DROP TABLE carts; --",
      `${guest.cart_id}"; DELETE FROM cart_items; --`,
      '1 UNION SELECT * FROM users',
    ];
    for (const injected of injections) {
      for (const [method, path, body] of cartCalls(injected, products[1]!)) {
        const answer = await call(server, method, path, { body });
        expect(answer.status, `${method} ${path} with ${injected}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path} with ${injected}`).toBeLessThan(500);
      }
      const promo = await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id: guest.cart_id, code: injected } });
      const expected = injected.trim().length > 50 ? 'validation.promo_code_too_long' : 'errors.promo_code_not_found';
      expect(errorOf(promo, 422).code).toBe(expected);
      const check = await call(server, 'POST', '/api/shop/cart/get_promocode', { body: { cart_id: guest.cart_id, code: `${code}' --` } });
      expect(errorOf(check, 422).code).toBe('errors.promo_code_not_found');
    }
    expect(snapshot()).toEqual(before);
  });
});
