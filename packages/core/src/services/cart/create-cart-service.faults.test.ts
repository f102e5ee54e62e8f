import { effect } from '@preact/signals-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, NetworkError, SchemaError, TimeoutError } from '../../errors';
import { createCartHarness, fakeCartHandler, SHOP_API, type CartHarnessOptions } from './test-cart-harness';
import { createFakeCartServer, type FakeCartServer, type FakeRequest } from './test-fake-cart-server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A guest with product 101 in the cart, then the faults to inject from now on. */
async function guestWithCart(options: CartHarnessOptions & { slowMs?: (request: FakeRequest) => number } = {}) {
  const fake = createFakeCartServer();
  server.use(fakeCartHandler(fake, { slowMs: options.slowMs }));
  const h = createCartHarness(options);
  await h.cart.add(101);
  fake.requests.length = 0;
  h.errors.length = 0;
  const history: number[][] = [];
  effect(() => {
    history.push([...h.state.cart.ids.value]);
  });
  return { fake, h, history };
}

const attemptsAt = (fake: FakeCartServer, path: RegExp) => fake.requests.filter((request) => path.test(request.path) && request.method !== 'GET');
const linesOf = (fake: FakeCartServer, cartId: string | null) => [...(fake.carts.get(cartId ?? '')?.lines.keys() ?? [])];

describe('cart changes under faults', () => {
  it('retries a 503 with the same Idempotency-Key and makes the change once', async () => {
    const { fake, h } = await guestWithCart({ retryLimit: 2 });
    let failures = 1;
    fake.setFaults((request) => (request.path.startsWith('cart/update') && failures-- > 0 ? { status: 503 } : 'ok'));

    expect((await h.cart.add(102)).status).toBe('added');

    const attempts = attemptsAt(fake, /^cart\/update\//);
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((attempt) => attempt.key)).size).toBe(1);
    expect(attempts[0]?.key).toBeTruthy();
    expect(linesOf(fake, h.state.cartId.value)).toEqual([101, 102]);
    expect(h.state.cart.ids.value).toEqual([101, 102]);
    expect(h.errors).toEqual([]);
  });

  it('gives up after the retries with the same key every time, takes the change back and reports it once', async () => {
    const { fake, h, history } = await guestWithCart({ retryLimit: 2 });
    fake.setFaults((request) => (request.path.startsWith('cart/update') ? { status: 500 } : 'ok'));

    const error = await h.cart.add(102).catch((caught: unknown) => caught);
    await h.cart.whenIdle();

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, messageKey: 'errors.generic' });
    const attempts = attemptsAt(fake, /^cart\/update\//);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.key)).size).toBe(1);
    expect(h.errors).toEqual([error]);
    expect(history).toEqual([[101], [101, 102], [101]]);
    expect(h.state.cartCount.value).toBe(1);
    // The outcome of a 5xx is unknown, so the cart is read again.
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `cart/${h.state.cartId.value}` });
  });

  it('replays, not repeats, a change whose answer was lost after the server made it', async () => {
    const fake = createFakeCartServer();
    server.use(fakeCartHandler(fake));
    const h = createCartHarness({ retryLimit: 1 });
    let lose = 1;
    fake.setFaults((request) => (request.method === 'POST' && lose-- > 0 ? 'lost-after-commit' : 'ok'));

    expect((await h.cart.add(101)).status).toBe('added');

    const attempts = attemptsAt(fake, /^cart\/create$/);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.key).toBe(attempts[0]?.key);
    expect(fake.carts.size).toBe(1);
    expect(h.state.cartId.value).toBe([...fake.carts.keys()][0]);
    expect(h.state.cart.ids.value).toEqual([101]);
    expect(h.errors).toEqual([]);
  });

  it('replays a lost quantity change too: one change, the count as the server has it', async () => {
    const { fake, h } = await guestWithCart({ retryLimit: 1 });
    let lose = 1;
    fake.setFaults((request) => (request.path === 'cart/change_quantity' && lose-- > 0 ? 'lost-after-commit' : 'ok'));

    await h.cart.setQuantity(101, 3);

    const attempts = attemptsAt(fake, /^cart\/change_quantity$/);
    expect(attempts.map((attempt) => attempt.key)).toEqual([attempts[0]?.key, attempts[0]?.key]);
    expect(h.state.cartCount.value).toBe(3);
  });

  it('takes back a change whose answer was lost, then shows what the server has', async () => {
    const { fake, h, history } = await guestWithCart({ retryLimit: 0 });
    fake.setFaults((request) => (request.path.startsWith('cart/update') ? 'lost-after-commit' : 'ok'));

    await expect(h.cart.add(102)).rejects.toBeInstanceOf(NetworkError);
    await h.cart.whenIdle();

    expect(history).toEqual([[101], [101, 102], [101], [101, 102]]);
    expect(h.state.cart.ids.value).toEqual(linesOf(fake, h.state.cartId.value));
    expect(h.errors.map((error) => error.kind)).toEqual(['network']);
  });

  it('takes back a change that timed out, then shows what the server has', async () => {
    const { fake, h, history } = await guestWithCart({ timeoutMs: 300, slowMs: (request) => (request.path.startsWith('cart/update') ? 1500 : 0) });

    await expect(h.cart.add(102)).rejects.toBeInstanceOf(TimeoutError);
    await h.cart.whenIdle();

    expect(history).toEqual([[101], [101, 102], [101], [101, 102]]);
    expect(h.state.cart.ids.value).toEqual(linesOf(fake, h.state.cartId.value));
    expect(h.errors.map((error) => error.kind)).toEqual(['timeout']);
  });

  it('survives an answer that is not JSON', async () => {
    const { fake, h, history } = await guestWithCart();
    server.use(http.post(`${SHOP_API}cart/update/*`, () => new HttpResponse('{"success": tru', { headers: { 'content-type': 'application/json' } })));

    const error = await h.cart.add(102).catch((caught: unknown) => caught);
    await h.cart.whenIdle();

    expect(error).toBeInstanceOf(SchemaError);
    expect(h.errors).toEqual([error]);
    expect(history).toEqual([[101], [101, 102], [101]]);
    expect(fake.requests.at(-1)?.method).toBe('GET');
  });

  it('survives an answer of the wrong shape', async () => {
    const { h } = await guestWithCart();
    server.use(http.post(`${SHOP_API}cart/change_quantity`, () => HttpResponse.json({ success: true, data: { cart_id: 5, suppliers: 'many' } })));

    await expect(h.cart.setQuantity(101, 2)).rejects.toBeInstanceOf(SchemaError);
    await h.cart.whenIdle();

    expect(h.state.cart.ids.value).toEqual([101]);
    expect(h.state.cartCount.value).toBe(1);
    expect(h.cart.current.value?.cart_count).toBe(1);
  });

  it('reports a 401 on a cart call and takes the change back', async () => {
    const { fake, h, history } = await guestWithCart();
    server.use(
      http.post(`${SHOP_API}cart/delete/*`, () =>
        HttpResponse.json({ error: { code: 'errors.login_error', message: 'A valid bearer token is required' } }, { status: 401 }),
      ),
    );

    const error = await h.cart.remove(101).catch((caught: unknown) => caught);
    await h.cart.whenIdle();

    expect(error).toMatchObject({ status: 401, messageKey: 'errors.login_error' });
    expect(h.errors).toEqual([error]);
    expect(history).toEqual([[101], [], [101]]);
    expect(h.state.cartCount.value).toBe(1);
    expect(linesOf(fake, h.state.cartId.value)).toEqual([101]);
  });

  it('keeps the changes queued behind one that fails', async () => {
    const { fake, h } = await guestWithCart();
    fake.giftsRunOut.add(102);

    const results = await Promise.allSettled([h.cart.add(102), h.cart.add(103), h.cart.setQuantity(101, 2)]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(h.state.cart.ids.value).toEqual([101, 103]);
    expect(h.state.cartCount.value).toBe(3);
    expect(linesOf(fake, h.state.cartId.value)).toEqual([101, 103]);
  });
});
