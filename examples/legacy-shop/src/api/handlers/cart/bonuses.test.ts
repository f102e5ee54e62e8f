import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsForSale, promoCode, unitPriceOf } from '../../../cart/testing/fixtures';
import { call, cartOf, errorOf, listAdd, newUser, storedCart, type TestUser } from '../../../cart/testing/shop-client';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';

let server: TestServer;
let productId: number;
let price: number;
beforeAll(async () => {
  server = await startTestServer();
  [productId] = productsForSale(server.db, 1) as [number];
  price = unitPriceOf(server.db, productId);
});
afterAll(async () => {
  expect(server.logged).toEqual([]);
  await server.close();
});

/** floor(bonusMaxShare × goods), as the settings say. */
const capOf = (goods: number) => Math.floor(goods * server.settings.bonusMaxShare + 1e-9);

async function userWithCart(balance: number, quantity = 2): Promise<{ user: TestUser; cartId: string; goods: number }> {
  const user = await newUser(server, { bonuses: balance });
  const { cart_id } = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(productId), token: user.token }));
  const body = { cart_id, product_id: productId, quantity };
  cartOf(await call(server, 'POST', '/api/shop/cart/change_quantity', { body, token: user.token }));
  return { user, cartId: cart_id, goods: quantity * price };
}

const apply = (cart_id: string, amount: number, token?: string, key?: string) =>
  call(server, 'POST', '/api/shop/cart/bonuses', { body: { cart_id, amount }, token, key });
const remove = (cart_id: string, token?: string) => call(server, 'DELETE', '/api/shop/cart/bonuses', { body: { cart_id }, token });

describe('bonuses on a cart', () => {
  it('take 1 UAH off the total per bonus, within the balance and the order’s cap', async () => {
    const { user, cartId, goods } = await userWithCart(1_000_000);
    const cap = capOf(goods);
    const cart = cartOf(await apply(cartId, cap, user.token));
    expect(cart.bonuses).toBe(cap);
    expect(cart.total).toBe(goods - cap);
    expect(server.db.prepare('SELECT bonuses FROM users WHERE id = ?').get(user.id)).toEqual({ bonuses: 1_000_000 });
  });

  it('refuses more than the balance and more than the cap, changing nothing', async () => {
    const { user, cartId, goods } = await userWithCart(10);
    const before = storedCart(server, cartId);
    expect(errorOf(await apply(cartId, 11, user.token), 422)).toMatchObject({
      code: 'errors.bonus_insufficient',
      fields: { amount: 'validation.bonus_insufficient' },
    });
    server.db.prepare('UPDATE users SET bonuses = ? WHERE id = ?').run(goods, user.id);
    expect(errorOf(await apply(cartId, capOf(goods) + 1, user.token), 422).code).toBe('errors.bonus_order_max_exceeded');
    expect(storedCart(server, cartId)).toEqual(before);
    for (const amount of [-1, 1.5]) expect((await apply(cartId, amount, user.token)).status).toBe(400);
  });

  it('are for the logged-in owner only', async () => {
    const { cartId } = await userWithCart(100);
    const stranger = await newUser(server, { bonuses: 100 });
    expect((await apply(cartId, 1)).status).toBe(401);
    expect(errorOf(await apply(cartId, 1, stranger.token), 404).code).toBe('errors.nothing_found');
    expect((await remove(cartId, stranger.token)).status).toBe(404);

    const guest = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(productId) }));
    expect((await apply(guest.cart_id, 1, stranger.token)).status).toBe(403);
  });

  it('leave room for a promo code: the total never goes below zero', async () => {
    const { user, cartId, goods } = await userWithCart(1_000_000);
    const code = promoCode(server.db, 90);
    const withPromo = cartOf(await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id: cartId, code }, token: user.token }));
    const left = goods - withPromo.promocode!.discount;
    expect(errorOf(await apply(cartId, left + 1, user.token), 422).code).toBe('errors.bonus_order_max_exceeded');
    const cart = cartOf(await apply(cartId, left, user.token));
    expect(cart.total).toBe(0);
  });

  it('shrink with the goods: fewer units give back what the new cap does not allow', async () => {
    const { user, cartId, goods } = await userWithCart(1_000_000, 4);
    cartOf(await apply(cartId, capOf(goods), user.token));
    const body = { cart_id: cartId, product_id: productId, quantity: 1 };
    const cart = cartOf(await call(server, 'POST', '/api/shop/cart/change_quantity', { body, token: user.token }));
    expect(cart.bonuses).toBe(capOf(price));
    expect(cart.total).toBe(price - capOf(price));
    expect(server.db.prepare('SELECT bonuses FROM carts WHERE id = ?').get(cartId)).toEqual({ bonuses: capOf(price) });
  });

  it('are removed, and a retried apply with the same key applies once', async () => {
    const { user, cartId, goods } = await userWithCart(1_000_000);
    const first = await apply(cartId, 5, user.token, 'bonuses-1');
    expect(await apply(cartId, 5, user.token, 'bonuses-1')).toEqual(first);
    expect(cartOf(first).bonuses).toBe(5);
    const cart = cartOf(await remove(cartId, user.token));
    expect(cart.bonuses).toBe(0);
    expect(cart.total).toBe(goods);
    expect(cartOf(await remove(cartId, user.token))).toEqual(cart);
  });
});
