import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsForSale } from '../../../cart/testing/fixtures';
import { call, cartOf, errorOf, listAdd, newUser, quantities } from '../../../cart/testing/shop-client';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';

let server: TestServer;
let products: number[];
beforeAll(async () => {
  server = await startTestServer();
  products = productsForSale(server.db, 2);
});
afterAll(async () => {
  expect(server.logged).toEqual([]);
  await server.close();
});

const cartCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM carts').get() as { n: number }).n;
const lines = (cartId: string) => server.db.prepare('SELECT product_id, quantity FROM cart_items WHERE cart_id = ?').all(cartId);
const times = <T>(n: number, run: () => Promise<T>) => Promise.all(Array.from({ length: n }, run));

describe('retries and double clicks', () => {
  it('a create retried with the same key answers the same cart and creates one', async () => {
    const before = cartCount();
    const first = await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!), key: 'create-1' });
    const retry = await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!), key: 'create-1' });
    expect(retry).toEqual(first);
    expect(cartCount()).toBe(before + 1);

    // Another key is another click of another guest: another cart.
    const other = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!), key: 'create-2' }));
    expect(other.cart_id).not.toBe(cartOf(first).cart_id);
    expect(cartCount()).toBe(before + 2);
  });

  it('ten parallel creates with one key make one cart', async () => {
    const before = cartCount();
    const answers = await times(10, () => call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[1]!), key: 'create-burst' }));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(cartCount()).toBe(before + 1);
  });

  it('ten parallel adds of one product, no key, make one line of one unit', async () => {
    const { cart_id } = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!) }));
    const answers = await times(10, () => call(server, 'POST', `/api/shop/cart/update/${cart_id}`, { body: listAdd(products[1]!) }));
    for (const answer of answers) expect(quantities(cartOf(answer))).toEqual({ [products[0]!]: 1, [products[1]!]: 1 });
    expect(lines(cart_id)).toHaveLength(2);

    const viaAdd = await times(10, () =>
      call(server, 'POST', '/api/shop/cart/add', { body: { product_id: products[1]!, without_gift: false, cart_id } }),
    );
    for (const answer of viaAdd) expect(cartOf(answer).cart_count).toBe(2);
  });

  it('ten parallel first adds of a logged-in user make one cart with one line', async () => {
    const user = await newUser(server);
    const answers = await times(10, () =>
      call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!, user.uuid), token: user.token }),
    );
    const ids = new Set(answers.map((answer) => cartOf(answer).cart_id));
    expect(ids.size).toBe(1);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM carts WHERE user_id = ?').get(user.id)).toEqual({ n: 1 });
    expect(lines([...ids][0]!)).toEqual([{ product_id: products[0]!, quantity: 1 }]);
  });

  it('a quantity change or a removal retried with the same key answers as the first time', async () => {
    const { cart_id } = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!) }));
    const body = { cart_id, product_id: products[0]!, quantity: 4 };
    const first = await call(server, 'POST', '/api/shop/cart/change_quantity', { body, key: 'quantity-1' });
    expect(await call(server, 'POST', '/api/shop/cart/change_quantity', { body, key: 'quantity-1' })).toEqual(first);
    expect(lines(cart_id)).toEqual([{ product_id: products[0]!, quantity: 4 }]);

    const removed = await call(server, 'POST', `/api/shop/cart/delete/${products[0]!}`, { body: { cart_id }, key: 'remove-1' });
    expect(await call(server, 'POST', `/api/shop/cart/delete/${products[0]!}`, { body: { cart_id }, key: 'remove-1' })).toEqual(removed);
    expect(cartOf(removed).cart_count).toBe(0);
  });

  it('the same key from another guest’s cart does not replay the first guest’s answer', async () => {
    const add = (cartId: string, productId: number) =>
      call(server, 'POST', '/api/shop/cart/add', { body: { product_id: productId, without_gift: false, cart_id: cartId }, key: 'shared-key' });
    const mine = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!) }));
    const theirs = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!) }));
    const first = cartOf(await add(mine.cart_id, products[1]!));
    const second = cartOf(await add(theirs.cart_id, products[1]!));
    expect(first.cart_id).toBe(mine.cart_id);
    expect(second.cart_id).toBe(theirs.cart_id);
    expect(lines(theirs.cart_id)).toHaveLength(2);
  });
});

describe('the Idempotency-Key header', () => {
  const create = (key: string) => call(server, 'POST', '/api/shop/cart/create', { body: listAdd(products[0]!), key });

  it('accepts 8 to 128 letters, digits, - and _, the SDK’s random UUIDs among them', async () => {
    for (const key of [randomUUID(), 'abcd_-12', 'K'.repeat(128)]) expect((await create(key)).status, key).toBe(200);
  });

  it('refuses any other key with 400 and the validation error body, creating nothing', async () => {
    const before = cartCount();
    for (const key of ['short-7', 'K'.repeat(129), 'has spaces in it', 'dots.are.not.ok', 'semi;colon;key', '%00%00%00%00']) {
      expect(errorOf(await create(key), 400), key).toMatchObject({ code: 'validation.invalid', fields: { 'Idempotency-Key': 'validation.invalid' } });
    }
    expect(cartCount()).toBe(before);
  });
});
