import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVitrina } from '../../create-vitrina';
import { AuthError, HttpError, ValidationError } from '../../errors';
import type { Cart } from '../../schemas/cart';
import { createMemoryStore } from '../../storage/memory-store';
import {
  createCartHarness,
  createTestCookieDocument,
  fakeCartHandler,
  PROFILE_API,
  SHOP_API,
  testUser,
  type FakeCartHandlerOptions,
} from './test-cart-harness';
import { createFakeCartServer, type FakeCartServer, type FakeRequest } from './test-fake-cart-server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let fake: FakeCartServer;
function serveFake(options: FakeCartHandlerOptions = {}) {
  fake = createFakeCartServer();
  server.use(fakeCartHandler(fake, options));
  return fake;
}

/** Holds the answers to cart creations back until `open()`. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, hold: (request: FakeRequest) => (request.path === 'cart/create' ? opened : undefined) };
}

const sent = (path: string | RegExp) =>
  fake.requests.filter((request) => request.method !== 'GET' && (typeof path === 'string' ? request.path === path : path.test(request.path)));
const ids = (cart: Cart | null) => cart?.suppliers.flatMap((supplier) => supplier.products.map((product) => product.id)) ?? [];

const alice = testUser('0b7e7c1a-0000-4000-8000-00000000a11c');

describe('adding to the cart', () => {
  it('creates the cart on the first add of a guest and keeps its id in the cart_id cookie', async () => {
    serveFake();
    const h = createCartHarness();
    const changed: (Cart | null)[] = [];
    h.events.on('cart:changed', ({ cart }) => changed.push(cart));

    const result = await h.cart.add(101);

    expect(result.status).toBe('added');
    const [create] = sent('cart/create');
    expect(create?.body).toEqual({ product_id: 101, pageNumber: 1, filterOptions: {}, sortingState: null });
    expect(create?.key).toMatch(/^[\w-]{8,}$/);
    const cartId = [...fake.carts.keys()][0]!;
    expect(h.state.cartId.value).toBe(cartId);
    expect(h.state.cart.ids.value).toEqual([101]);
    expect(h.state.cartCount.value).toBe(1);
    expect(h.cookies.get('cart_id')).toBe(cartId);
    expect(changed.map(ids)).toEqual([[101]]);
  });

  it('adds to the same cart afterwards and passes where the shopper was', async () => {
    serveFake();
    const h = createCartHarness();
    await h.cart.add(101);
    const cartId = h.state.cartId.value!;

    await h.cart.add(102, { pageNumber: 3, filterOptions: { brand: ['Apple', 'Samsung'] }, sortingState: { by: 'price', direction: 'asc' } });

    const [update] = sent(`cart/update/${cartId}`);
    expect(update?.body).toEqual({
      product_id: 102,
      pageNumber: 3,
      filterOptions: { brand: ['Apple', 'Samsung'] },
      sortingState: { by: 'price', direction: 'asc' },
    });
    expect(fake.carts.size).toBe(1);
    expect(h.state.cart.ids.value).toEqual([101, 102]);
    expect(h.state.cartCount.value).toBe(2);
  });

  it('shows the product in the cart and as loading from the click on', async () => {
    serveFake();
    const h = createCartHarness();
    const loading = h.cart.pending.has(101);
    const inCart = h.state.cart.has(101);

    const adding = h.cart.add(101);
    expect(inCart.value).toBe(true);
    expect(loading.value).toBe(true);
    expect(h.state.cartCount.value).toBe(1);

    await adding;
    expect(inCart.value).toBe(true);
    expect(loading.value).toBe(false);
  });

  it('sends nothing for a product already in the cart and points to the cart page', async () => {
    serveFake();
    const h = createCartHarness();
    await h.cart.add(101);
    const before = fake.requests.length;

    expect(await h.cart.add(101)).toEqual({ status: 'already-in-cart', cartUrl: '/cart' });
    expect(fake.requests).toHaveLength(before);
    expect(h.state.cart.ids.value).toEqual([101]);
  });

  it('turns ten rapid clicks on one product into one request and one line', async () => {
    serveFake();
    const h = createCartHarness();

    const results = await Promise.all(Array.from({ length: 10 }, () => h.cart.add(101)));

    expect(results.filter((result) => result.status === 'added')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'already-in-cart')).toHaveLength(9);
    expect(sent(/^cart\//)).toHaveLength(1);
    expect(fake.view(fake.carts.values().next().value)?.cart_count).toBe(1);
    expect(h.state.cart.ids.value).toEqual([101]);
  });

  it('sends parallel adds one after another in click order: one cart, every line', async () => {
    serveFake();
    const h = createCartHarness();
    const products = [201, 202, 203, 204, 205, 206];

    await Promise.all(products.map((id) => h.cart.add(id)));

    expect(fake.carts.size).toBe(1);
    expect(sent('cart/create').map((request) => (request.body as { product_id: number }).product_id)).toEqual([201]);
    expect(sent(/^cart\/update\//).map((request) => (request.body as { product_id: number }).product_id)).toEqual([202, 203, 204, 205, 206]);
    expect(h.state.cart.ids.value).toEqual(products);
    expect(h.state.cartCount.value).toBe(6);
  });

  it('ties a logged-in user’s new cart to the user', async () => {
    serveFake();
    const h = createCartHarness();
    fake.tokens.set('t-alice', alice.uuid);
    h.restore(alice, 't-alice');
    await h.cart.whenIdle();

    await h.cart.add(101);

    expect(sent('cart/create')[0]?.body).toMatchObject({ product_id: 101, user_id: alice.uuid });
    expect(fake.cartOfUser(alice.uuid)?.lines.has(101)).toBe(true);
    expect(h.cookies.get('cart_id')).toBeUndefined();
  });

  it('offers a product whose gifts have run out without the gift', async () => {
    serveFake();
    const h = createCartHarness();
    fake.giftsRunOut.add(301);

    const error = await h.cart.add(301).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).messageKey).toBe('errors.gifts_run_out');
    expect(h.state.cart.ids.value).toEqual([]);
    expect(h.errors.map((reported) => reported.messageKey)).toEqual(['errors.gifts_run_out']);

    const retried = await h.cart.add(301, { withoutGift: true });
    expect(retried.status).toBe('added');
    expect(sent('cart/add')[0]?.body).toEqual({ product_id: 301, without_gift: true, cart_id: null });
    expect(h.state.cart.ids.value).toEqual([301]);
  });

  it('starts a new cart when the one it knew is gone', async () => {
    serveFake();
    const h = createCartHarness();
    await h.cart.add(101);
    const gone = h.state.cartId.value!;
    fake.carts.delete(gone);

    const result = await h.cart.add(102);

    expect(result.status).toBe('added');
    expect(h.state.cartId.value).not.toBe(gone);
    expect(h.state.cart.ids.value).toEqual([102]);
    expect(h.cookies.get('cart_id')).toBe(h.state.cartId.value);
  });

  it('refuses an id that is not a product id without sending anything', async () => {
    serveFake();
    const h = createCartHarness();
    await expect(h.cart.add(0)).rejects.toBeInstanceOf(ValidationError);
    await expect(h.cart.add(1.5)).rejects.toMatchObject({ fields: { product_id: 'validation.invalid' } });
    expect(fake.requests).toEqual([]);
  });
});

describe('changing the cart', () => {
  async function cartWith(...products: number[]) {
    serveFake();
    const h = createCartHarness();
    for (const id of products) await h.cart.add(id);
    return h;
  }

  it('removes a line and lowers the count by its units', async () => {
    const h = await cartWith(101, 102);
    await h.cart.setQuantity(101, 3);
    expect(h.state.cartCount.value).toBe(4);

    const removing = h.cart.remove(101);
    expect(h.state.cart.ids.value).toEqual([102]);
    expect(h.state.cartCount.value).toBe(1);
    expect((await removing).status).toBe('changed');

    expect(sent('cart/delete/101')[0]?.body).toEqual({ cart_id: h.state.cartId.value });
    expect(h.state.cart.ids.value).toEqual([102]);
    expect(h.state.cartCount.value).toBe(1);
  });

  it('sends nothing to remove a product that is not in the cart', async () => {
    const h = await cartWith(101);
    const before = fake.requests.length;
    expect(await h.cart.remove(999)).toEqual({ status: 'unchanged' });
    expect(await h.cart.setQuantity(999, 2)).toEqual({ status: 'unchanged' });
    expect(fake.requests).toHaveLength(before);
  });

  it('changes a quantity: at once, then as the server counts it', async () => {
    const h = await cartWith(101, 102);

    const changing = h.cart.setQuantity(102, 4);
    expect(h.state.cartCount.value).toBe(5);
    await changing;

    expect(sent('cart/change_quantity')[0]?.body).toEqual({ cart_id: h.state.cartId.value, product_id: 102, quantity: 4 });
    expect(h.cart.current.value?.cart_count).toBe(5);
    expect(h.state.cartCount.value).toBe(5);
  });

  it('removes the line for quantity 0 and refuses a quantity that is not a whole number', async () => {
    const h = await cartWith(101, 102);
    await expect(h.cart.setQuantity(101, -1)).rejects.toMatchObject({ fields: { quantity: 'validation.invalid' } });
    await expect(h.cart.setQuantity(101, 2.5)).rejects.toBeInstanceOf(ValidationError);

    await h.cart.setQuantity(101, 0);
    expect(sent('cart/delete/101')).toHaveLength(1);
    expect(h.state.cart.ids.value).toEqual([102]);
  });

  it('turns a bundle service on for every unit of its product, and off', async () => {
    const h = await cartWith(101);
    await h.cart.setQuantity(101, 2);

    await h.cart.setService(101, 9001, true);
    expect(sent('cart/change_quantity').at(-1)?.body).toEqual({ cart_id: h.state.cartId.value, product_id: 9001, quantity: 2, parent_product_id: 101 });
    expect(h.cart.current.value?.suppliers[0]?.products[0]?.service_products).toEqual([{ id: 9001, choosed_quantity: 2 }]);
    expect(h.state.cartCount.value).toBe(2);

    await h.cart.setService(101, 9001, false);
    expect(sent('cart/change_quantity').at(-1)?.body).toMatchObject({ product_id: 9001, quantity: 0, parent_product_id: 101 });
    expect(h.cart.current.value?.suppliers[0]?.products[0]?.service_products).toEqual([]);
  });

  it('checks a promo code’s length before sending it', async () => {
    const h = await cartWith(101);
    const before = fake.requests.length;

    await expect(h.cart.applyPromoCode('abc')).rejects.toMatchObject({ messageKey: 'validation.promo_code_too_short', fields: { code: 'validation.promo_code_too_short' } });
    await expect(h.cart.applyPromoCode('X'.repeat(51))).rejects.toMatchObject({ messageKey: 'validation.promo_code_too_long' });
    await expect(h.cart.applyPromoCode('   ')).rejects.toMatchObject({ messageKey: 'validation.required' });
    expect(fake.requests).toHaveLength(before);
  });

  it('applies and removes a promo code', async () => {
    const h = await cartWith(101);

    const applied = await h.cart.applyPromoCode(' VITRINA10 ');
    expect(sent('cart/promocode')[0]?.body).toEqual({ cart_id: h.state.cartId.value, code: 'VITRINA10' });
    expect(applied.status === 'changed' && applied.cart.promocode).toEqual({ code: 'VITRINA10', kind: 'promo', discount: 100 });
    expect(h.cart.current.value?.total).toBe(900);

    await h.cart.removePromoCode();
    expect(h.cart.current.value?.promocode).toBeNull();
    await expect(h.cart.removePromoCode()).rejects.toMatchObject({ messageKey: 'errors.promo_code_remove_failed' });
  });

  it('passes the server’s reason for a promo code it refuses', async () => {
    const h = await cartWith(101);
    await expect(h.cart.applyPromoCode('NOSUCHCODE')).rejects.toMatchObject({ status: 422, messageKey: 'errors.promo_code_not_found' });
    await expect(h.cart.applyPromoCode('USED2025')).rejects.toMatchObject({ messageKey: 'errors.promo_code_already_used' });
    expect(h.errors.map((error) => error.messageKey)).toEqual(['errors.promo_code_not_found', 'errors.promo_code_already_used']);
    expect(h.cart.current.value?.promocode).toBeNull();
  });

  it('asks a guest to log in for a referral code, without a request', async () => {
    const h = await cartWith(101);
    const before = fake.requests.length;

    const error = await h.cart.applyReferralCode('FRIEND2025').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).messageKey).toBe('errors.referral_needs_login');
    expect(fake.requests).toHaveLength(before);
  });

  it('applies a referral code for a logged-in user', async () => {
    serveFake();
    const h = createCartHarness();
    fake.tokens.set('t-alice', alice.uuid);
    h.restore(alice, 't-alice');
    await h.cart.add(101);

    const result = await h.cart.applyReferralCode('VITRINA10');
    expect(result.status).toBe('changed');
    expect(h.cart.current.value?.promocode?.code).toBe('VITRINA10');
  });

  it('checks bonuses against the balance and the order’s cap before sending them', async () => {
    serveFake();
    const h = createCartHarness();
    fake.tokens.set('t-alice', alice.uuid);
    fake.balances.set(alice.uuid, 500);
    h.restore(alice, 't-alice');
    await h.cart.add(101);
    h.state.bonusesCount.value = 500;
    const before = fake.requests.length;

    await expect(h.cart.applyBonuses(501)).rejects.toMatchObject({ messageKey: 'validation.bonus_insufficient', fields: { amount: 'validation.bonus_insufficient' } });
    await expect(h.cart.applyBonuses(300, { orderMax: 200 })).rejects.toMatchObject({ messageKey: 'validation.bonus_order_max_exceeded' });
    await expect(h.cart.applyBonuses('12.5')).rejects.toMatchObject({ messageKey: 'validation.bonus_invalid' });
    expect(fake.requests).toHaveLength(before);

    await h.cart.applyBonuses('200');
    expect(sent('cart/bonuses')[0]).toMatchObject({ method: 'POST', token: 't-alice', body: { cart_id: h.state.cartId.value, amount: 200 } });
    expect(h.cart.current.value?.bonuses).toBe(200);

    await h.cart.removeBonuses();
    expect(sent('cart/bonuses')[1]?.method).toBe('DELETE');
    expect(h.cart.current.value?.bonuses).toBe(0);
  });

  it('keeps bonuses for logged-in users', async () => {
    const h = await cartWith(101);
    await expect(h.cart.applyBonuses(10)).rejects.toBeInstanceOf(AuthError);
  });

  it('has nothing to change without a cart', async () => {
    serveFake();
    const h = createCartHarness();
    expect(await h.cart.removePromoCode()).toEqual({ status: 'unchanged' });
    expect(await h.cart.applyPromoCode('VITRINA10')).toEqual({ status: 'unchanged' });
    expect(fake.requests).toEqual([]);
  });
});

describe('the cart across the session', () => {
  it('loads a guest’s cart from the cart_id cookie on page start', async () => {
    serveFake();
    const stored = fake.seedCart(null, { 101: 2, 102: 1 });
    const vitrina = createVitrina({
      api: { profile: PROFILE_API, shop: SHOP_API },
      storage: createMemoryStore(),
      cookieDocument: createTestCookieDocument({ cart_id: stored.id }),
      retryLimit: 0,
    });

    await vitrina.services.cart.whenIdle();

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET cart/${stored.id}`]);
    expect(vitrina.state.cartId.value).toBe(stored.id);
    expect(vitrina.state.cart.ids.value).toEqual([101, 102]);
    expect(vitrina.state.cartCount.value).toBe(3);
    vitrina.destroy();
  });

  it('keeps a guest’s cart in the cookie the config names (cookieNames.cart)', async () => {
    serveFake();
    const stored = fake.seedCart(null, { 101: 1 });
    const cookieDocument = createTestCookieDocument({ shop_cart: stored.id, cart_id: 'not-this-one' });
    const vitrina = createVitrina({
      api: { profile: PROFILE_API, shop: SHOP_API },
      storage: createMemoryStore(),
      cookieDocument,
      cookieNames: { cart: 'shop_cart' },
      retryLimit: 0,
    });

    await vitrina.services.cart.whenIdle();
    expect(vitrina.state.cartId.value).toBe(stored.id);
    await vitrina.services.cart.add(102);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET cart/${stored.id}`, `POST cart/update/${stored.id}`]);
    expect(cookieDocument.cookie).toContain(`shop_cart=${stored.id}`);
    vitrina.destroy();
  });

  it('forgets a guest cart the server no longer has, quietly', async () => {
    serveFake();
    const errors: unknown[] = [];
    const cookieDocument = createTestCookieDocument({ cart_id: 'fake-cart-gone' });
    const vitrina = createVitrina({
      api: { profile: PROFILE_API, shop: SHOP_API },
      storage: createMemoryStore(),
      cookieDocument,
      retryLimit: 0,
      onError: (error) => errors.push(error),
    });

    await vitrina.services.cart.whenIdle();

    expect(vitrina.state.cartId.value).toBeNull();
    expect(vitrina.cookies.get('cart_id')).toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ status: 404 })]);
    vitrina.destroy();
  });

  it('gives two SDK instances separate carts', async () => {
    serveFake();
    const make = () =>
      createVitrina({ api: { profile: PROFILE_API, shop: SHOP_API }, storage: createMemoryStore(), cookieDocument: createTestCookieDocument(), retryLimit: 0 });
    const a = make();
    const b = make();

    await a.services.cart.add(101);
    await b.services.cart.add(102);

    expect(a.state.cart.ids.value).toEqual([101]);
    expect(b.state.cart.ids.value).toEqual([102]);
    expect(a.state.cartId.value).not.toBe(b.state.cartId.value);
    a.destroy();
    b.destroy();
  });

  it('reads the user’s cart when the login check finds a user', async () => {
    serveFake();
    fake.tokens.set('t-alice', alice.uuid);
    fake.seedCart(alice.uuid, { 401: 1, 402: 3 });
    const h = createCartHarness();

    h.restore(alice, 't-alice');
    await h.cart.whenIdle();

    expect(fake.requests.map((request) => `${request.method} ${request.path} ${request.token}`)).toEqual([`GET cart/user/${alice.uuid} t-alice`]);
    expect(h.state.cart.ids.value).toEqual([401, 402]);
    expect(h.state.cartCount.value).toBe(4);
  });

  it('merges the guest’s cart into the user’s on login', async () => {
    serveFake();
    fake.tokens.set('t-alice', alice.uuid);
    fake.seedCart(alice.uuid, { 401: 1, 101: 1 });
    const h = createCartHarness();
    await h.cart.add(101);
    await h.cart.setQuantity(101, 2);
    await h.cart.add(102);
    const guestId = h.state.cartId.value!;

    h.logIn(alice, 't-alice');
    await h.cart.whenIdle();

    expect(sent(`cart/merge/${guestId}`)[0]).toMatchObject({ body: { user_id: alice.uuid }, token: 't-alice' });
    expect(h.state.cartId.value).toBe(fake.cartOfUser(alice.uuid)?.id);
    expect(h.state.cart.ids.value).toEqual(ids(fake.view(fake.cartOfUser(alice.uuid))));
    expect([...h.state.cart.ids.value].sort()).toEqual([101, 102, 401]);
    expect(h.state.cartCount.value).toBe(4);
    expect(h.cookies.get('cart_id')).toBeUndefined();
  });

  it('fetches the user’s stored cart on login when the guest had none', async () => {
    serveFake();
    fake.tokens.set('t-alice', alice.uuid);
    fake.seedCart(alice.uuid, { 401: 2 });
    const h = createCartHarness();

    h.logIn(alice, 't-alice');
    await h.cart.whenIdle();

    expect(sent(/^cart\/merge/)).toEqual([]);
    expect(h.state.cart.ids.value).toEqual([401]);
    expect(h.state.cartCount.value).toBe(2);
  });

  it('reads the user’s cart when the merge fails, reporting it and nothing else', async () => {
    serveFake();
    fake.tokens.set('t-alice', alice.uuid);
    fake.seedCart(alice.uuid, { 401: 1 });
    const h = createCartHarness();
    await h.cart.add(101);
    fake.setFaults((request) => (request.path.startsWith('cart/merge') ? { status: 500 } : 'ok'));

    h.logIn(alice, 't-alice');
    await h.cart.whenIdle();

    expect(h.errors).toEqual([expect.objectContaining({ status: 500, endpoint: 'MergeReactCarts' })]);
    expect(h.state.cart.ids.value).toEqual([401]);
  });

  it('empties the cart on logout and forgets the guest cart', async () => {
    serveFake();
    fake.tokens.set('t-alice', alice.uuid);
    const h = createCartHarness();
    await h.cart.add(101);
    h.logIn(alice, 't-alice');
    await h.cart.whenIdle();
    h.cookies.set('cart_id', 'fake-cart-stale');

    h.logOut();

    expect(h.state.cart.ids.value).toEqual([]);
    expect(h.state.cartCount.value).toBe(0);
    expect(h.state.cartId.value).toBeNull();
    expect(h.cart.current.value).toBeNull();
    expect(h.cookies.get('cart_id')).toBeUndefined();

    const next = await h.cart.add(102);
    expect(next.status).toBe('added');
    expect(sent('cart/create').at(-1)?.body).not.toHaveProperty('user_id');
  });

  it('drops changes queued before a logout and ignores answers that arrive after it', async () => {
    const answers = gate();
    serveFake({ hold: answers.hold });
    fake.tokens.set('t-alice', alice.uuid);
    const h = createCartHarness();
    h.restore(alice, 't-alice');
    await h.cart.whenIdle();

    const first = h.cart.add(101);
    const second = h.cart.add(102);
    await vi.waitFor(() => expect(sent('cart/create')).toHaveLength(1));
    h.logOut();
    answers.open();

    expect(await first).toEqual({ status: 'cancelled' });
    expect(await second).toEqual({ status: 'cancelled' });
    expect(sent(/^cart\/update/)).toEqual([]);
    expect(h.state.cart.ids.value).toEqual([]);
    expect(h.state.cartId.value).toBeNull();
    expect(h.cart.pending.ids.value).toEqual([]);
  });

  it('shows only the new user’s cart after an account switch', async () => {
    const answers = gate();
    serveFake({ hold: answers.hold });
    const bob = testUser('0b7e7c1a-0000-4000-8000-000000000b0b');
    fake.tokens.set('t-alice', alice.uuid);
    fake.tokens.set('t-bob', bob.uuid);
    fake.seedCart(bob.uuid, { 601: 1 });
    const h = createCartHarness();
    h.restore(alice, 't-alice');
    await h.cart.whenIdle();

    const alicesAdd = h.cart.add(101);
    const alicesSecond = h.cart.add(102);
    await vi.waitFor(() => expect(sent('cart/create')).toHaveLength(1));
    h.logIn(bob, 't-bob');
    answers.open();

    expect(await alicesAdd).toEqual({ status: 'cancelled' });
    expect(await alicesSecond).toEqual({ status: 'cancelled' });
    await h.cart.whenIdle();
    expect(h.state.cart.ids.value).toEqual([601]);
    expect(h.state.cartId.value).toBe(fake.cartOfUser(bob.uuid)?.id);
    expect(sent('cart/create').map((request) => request.body)).toEqual([expect.objectContaining({ product_id: 101, user_id: alice.uuid })]);
  });

  it('reads the cart again when another tab changed it', async () => {
    serveFake();
    const h = createCartHarness();
    await h.cart.add(101);
    fake.carts.get(h.state.cartId.value!)!.lines.set(555, { units: 2, services: new Map() });

    h.events.emit('remote:changed', { topic: 'cart' });
    await h.cart.whenIdle();

    expect(h.state.cart.ids.value).toEqual([101, 555]);
    expect(h.state.cartCount.value).toBe(3);
  });

  it('finds the cart another tab created from the shared cookie', async () => {
    serveFake();
    const other = fake.seedCart(null, { 777: 1 });
    const h = createCartHarness();
    h.cookies.set('cart_id', other.id);

    h.events.emit('remote:changed', { topic: 'cart' });
    h.events.emit('remote:changed', { topic: 'favorites' });
    await h.cart.whenIdle();

    expect(h.state.cart.ids.value).toEqual([777]);
    expect(fake.requests).toHaveLength(1);
  });

  it('tells other services about every change the server confirms, once', async () => {
    serveFake();
    const h = createCartHarness();
    const changed: number[][] = [];
    h.events.on('cart:changed', ({ cart }) => changed.push(ids(cart)));

    await h.cart.add(101);
    await h.cart.add(102);
    await h.cart.remove(101);
    await h.cart.reload();

    expect(changed).toEqual([[101], [101, 102], [102]]);
  });
});

describe('wiring', () => {
  it('is built by createVitrina with the shop’s cart page', async () => {
    server.use(http.all(`${SHOP_API}*`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'none' } }, { status: 500 })));
    const vitrina = createVitrina({
      api: { profile: PROFILE_API, shop: SHOP_API },
      storage: createMemoryStore(),
      cookieDocument: { cookie: '' },
      retryLimit: 0,
      pages: { cart: '/uk/cart', favorites: '/favorites', compare: '/compare' },
    });
    expect(vitrina.state.cart.ids.value).toEqual([]);
    expect(vitrina.services.cart.current.value).toBeNull();
    expect(vitrina.config.pages.cart).toBe('/uk/cart');
    vitrina.destroy();
  });
});
