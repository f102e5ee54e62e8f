import { describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '../../errors';
import type { Cart } from '../../schemas/cart';
import { createCartHarness } from './test-cart-harness';
import { alice, fake, ids, sent, serveFake, useCartServer } from './test-cart-server';

useCartServer();

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
