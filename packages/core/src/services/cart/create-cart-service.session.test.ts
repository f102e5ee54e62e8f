import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createVitrina } from '../../create-vitrina';
import { createMemoryStore } from '../../storage/memory-store';
import { createCartHarness, createTestCookieDocument, PROFILE_API, SHOP_API, testUser } from './test-cart-harness';
import { alice, fake, gate, ids, sent, serveFake, server, useCartServer } from './test-cart-server';

useCartServer();

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
