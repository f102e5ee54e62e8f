import { describe, expect, it } from 'vitest';
import { productsForSale, productWithService, promoCode, unitPriceOf } from '../../../cart/testing/fixtures';
import { call, cartOf, errorOf, heldServices, listAdd, newUser, quantities, storedCart, type TestUser } from '../../../cart/testing/shop-client';
import { useTestServer } from '../../../testing/use-test-server';

const server = useTestServer();

async function guestCart(...lines: [productId: number, quantity: number][]): Promise<string> {
  let cartId: string | undefined;
  for (const [productId, quantity] of lines) {
    const path = cartId ? `/api/shop/cart/update/${cartId}` : '/api/shop/cart/create';
    cartId = cartOf(await call(server, 'POST', path, { body: listAdd(productId) })).cart_id;
    cartOf(await call(server, 'POST', '/api/shop/cart/change_quantity', { body: { cart_id: cartId, product_id: productId, quantity } }));
  }
  return cartId!;
}

async function userCart(user: TestUser, ...lines: [productId: number, quantity: number][]): Promise<string> {
  let cartId = '';
  for (const [productId, quantity] of lines) {
    cartId = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(productId, user.uuid), token: user.token })).cart_id;
    const changed = await call(server, 'POST', '/api/shop/cart/change_quantity', {
      body: { cart_id: cartId, product_id: productId, quantity },
      token: user.token,
    });
    cartOf(changed);
  }
  return cartId;
}

const merge = (cartId: string, user: TestUser, options: { key?: string; userId?: string } = {}) =>
  call(server, 'POST', `/api/shop/cart/merge/${encodeURIComponent(cartId)}`, {
    body: { user_id: options.userId ?? user.uuid },
    token: user.token,
    key: options.key,
  });

describe('merging the guest cart on login', () => {
  it('joins the user’s cart: the larger quantity wins, services and the promo code come along', async () => {
    const user = await newUser(server);
    const { productId: withService, serviceId } = productWithService(server.db);
    const [shared, userOnly] = productsForSale(server.db, 3).filter((id) => id !== withService) as [number, number];
    const mine = await userCart(user, [shared, 2], [userOnly, 1]);
    const guest = await guestCart([shared, 4], [withService, 2]);
    const withServiceOn = await call(server, 'POST', '/api/shop/cart/change_quantity', {
      body: { cart_id: guest, product_id: serviceId, parent_product_id: withService, quantity: 1 },
    });
    cartOf(withServiceOn);
    const code = promoCode(server.db, 5);
    cartOf(await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id: guest, code } }));

    const merged = cartOf(await merge(guest, user));
    expect(merged.cart_id).toBe(mine);
    expect(quantities(merged)).toEqual({ [shared]: 4, [userOnly]: 1, [withService]: 2 });
    expect(merged.cart_count).toBe(7);
    const line = merged.suppliers.flatMap((s) => s.products).find((p) => p.id === withService);
    expect(heldServices(line)).toEqual([{ id: serviceId, choosed_quantity: 1 }]);
    expect(merged.promocode?.code).toBe(code);
    const goods =
      4 * unitPriceOf(server.db, shared) +
      unitPriceOf(server.db, userOnly) +
      2 * unitPriceOf(server.db, withService) +
      unitPriceOf(server.db, serviceId);
    expect(merged.total).toBe(goods - Math.floor((goods * 5) / 100));

    // The guest id is gone for everyone, the user included.
    expect((await call(server, 'GET', `/api/shop/cart/${guest}`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/shop/cart/${guest}`, { token: user.token })).status).toBe(404);
    expect(storedCart(server, guest)).toEqual({ cart: undefined, items: [], services: [] });
  });

  it('keeps the user’s own promo code over the guest’s', async () => {
    const user = await newUser(server);
    const [first, second] = productsForSale(server.db, 2) as [number, number];
    const mine = await userCart(user, [first, 1]);
    const own = promoCode(server.db, 10);
    cartOf(await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id: mine, code: own }, token: user.token }));
    const guest = await guestCart([second, 1]);
    cartOf(await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id: guest, code: promoCode(server.db, 20) } }));
    expect(cartOf(await merge(guest, user)).promocode?.code).toBe(own);
  });

  it('makes the guest cart the user’s, under a new id, when the user has none', async () => {
    const user = await newUser(server);
    const [first, second] = productsForSale(server.db, 2) as [number, number];
    const guest = await guestCart([first, 3], [second, 1]);
    const merged = cartOf(await merge(guest, user));
    expect(merged.cart_id).not.toBe(guest);
    expect(quantities(merged)).toEqual({ [first]: 3, [second]: 1 });
    expect(server.db.prepare('SELECT user_id FROM carts WHERE id = ?').get(merged.cart_id)).toEqual({ user_id: user.id });
    expect((await call(server, 'GET', `/api/shop/cart/${guest}`, { token: user.token })).status).toBe(404);
    expect((await call(server, 'GET', `/api/shop/cart/${merged.cart_id}`)).status).toBe(404);
    const byUser = await call(server, 'GET', `/api/shop/cart/user/${user.uuid}`, { token: user.token });
    expect(cartOf(byUser)).toEqual(merged);
  });

  it('answers a retry with the same key with the first answer; a later merge finds no guest cart', async () => {
    const user = await newUser(server);
    const [productId] = productsForSale(server.db, 1) as [number];
    const guest = await guestCart([productId, 2]);
    const first = await merge(guest, user, { key: 'merge-retry-1' });
    const retry = await merge(guest, user, { key: 'merge-retry-1' });
    expect(retry).toEqual(first);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM carts WHERE user_id = ?').get(user.id)).toEqual({ n: 1 });
    expect(errorOf(await merge(guest, user, { key: 'merge-retry-2' }), 404).code).toBe('errors.nothing_found');
  });

  it('merging the user’s own cart changes nothing', async () => {
    const user = await newUser(server);
    const [productId] = productsForSale(server.db, 1) as [number];
    const mine = await userCart(user, [productId, 2]);
    const before = storedCart(server, mine);
    const answer = cartOf(await merge(mine, user));
    expect(answer.cart_id).toBe(mine);
    expect(quantities(answer)).toEqual({ [productId]: 2 });
    expect(storedCart(server, mine)).toMatchObject({ items: (before as { items: unknown }).items });
  });

  it('refuses another user’s cart (404), another user’s id (403) and a missing token (401)', async () => {
    const owner = await newUser(server);
    const other = await newUser(server);
    const [productId] = productsForSale(server.db, 1) as [number];
    const ownersCart = await userCart(owner, [productId, 1]);
    const before = storedCart(server, ownersCart);
    expect(errorOf(await merge(ownersCart, other), 404).code).toBe('errors.nothing_found');
    expect(storedCart(server, ownersCart)).toEqual(before);

    const guest = await guestCart([productId, 1]);
    expect((await merge(guest, other, { userId: owner.uuid })).status).toBe(403);
    const anonymous = await call(server, 'POST', `/api/shop/cart/merge/${guest}`, { body: { user_id: owner.uuid } });
    expect(anonymous.status).toBe(401);
    expect(server.db.prepare('SELECT user_id FROM carts WHERE id = ?').get(guest)).toEqual({ user_id: null });
  });
});
