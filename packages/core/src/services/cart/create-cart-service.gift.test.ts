import { describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '../../errors';
import { createCartHarness } from './test-cart-harness';
import { fake, sent, serveFake, useCartServer } from './test-cart-server';

useCartServer();

/** A guest's cart holding 101 (its gift in stock when added) and 102; then 101's gifts run out. */
async function giftsRanOut(options: Parameters<typeof createCartHarness>[0] = {}) {
  serveFake();
  const h = createCartHarness(options);
  await h.cart.add(101);
  await h.cart.add(102);
  fake.giftsRunOut.add(101);
  return h;
}

const lineOf = (h: ReturnType<typeof createCartHarness>, id: number) =>
  h.cart.current.value?.suppliers.flatMap((supplier) => supplier.products).find((line) => line.id === id);

describe('a line kept without its gift', () => {
  it('is sent with its own Idempotency-Key and shows as loading until the cart answers', async () => {
    const h = await giftsRanOut();
    const loading = h.cart.pending.has(101);

    const keeping = h.cart.setWithoutGift(101, true);
    expect(loading.value).toBe(true);
    const result = await keeping;

    expect(result.status).toBe('changed');
    const [request] = sent('cart/without_gift');
    expect(request?.body).toEqual({ cart_id: h.state.cartId.value, product_id: 101, without_gift: true });
    expect(request?.key).toMatch(/^[\w-]{8,}$/);
    expect(request?.key).not.toBe(sent('cart/create')[0]?.key);
    expect(loading.value).toBe(false);
    expect(lineOf(h, 101)?.without_gift).toBe(true);
    expect(lineOf(h, 102)?.without_gift).toBeUndefined();
    expect(h.state.cart.ids.value).toEqual([101, 102]);
  });

  it('asking for the gift again while there is none is refused with the server’s reason, and nothing changes', async () => {
    const h = await giftsRanOut();
    await h.cart.setWithoutGift(101, true);

    const error = await h.cart.setWithoutGift(101, false).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, messageKey: 'errors.gifts_run_out' });
    expect(h.errors).toEqual([error]);
    expect(lineOf(h, 101)?.without_gift).toBe(true);
    expect(h.cart.pending.ids.value).toEqual([]);
  });

  it('takes the gift again once it is back in stock', async () => {
    const h = await giftsRanOut();
    await h.cart.setWithoutGift(101, true);
    fake.giftsRunOut.delete(101);

    expect((await h.cart.setWithoutGift(101, false)).status).toBe('changed');
    expect(lineOf(h, 101)?.without_gift).toBeUndefined();
  });

  it('goes through the queue after the changes clicked before it, each once', async () => {
    const h = await giftsRanOut();

    await Promise.all([h.cart.setQuantity(101, 2), h.cart.setWithoutGift(101, true), h.cart.setQuantity(101, 3)]);

    const order = fake.requests.filter((request) => request.method === 'POST').slice(2).map((request) => request.path);
    expect(order).toEqual(['cart/change_quantity', 'cart/without_gift', 'cart/change_quantity']);
    expect(new Set(fake.requests.map((request) => request.key)).size).toBe(fake.requests.length);
    expect(lineOf(h, 101)).toMatchObject({ choosed_quantity: 3, without_gift: true });
  });

  it('replays, not repeats, a call whose answer was lost', async () => {
    const h = await giftsRanOut({ retryLimit: 1 });
    let lose = 1;
    fake.setFaults((request) => (request.path === 'cart/without_gift' && lose-- > 0 ? 'lost-after-commit' : 'ok'));

    expect((await h.cart.setWithoutGift(101, true)).status).toBe('changed');

    const attempts = sent('cart/without_gift');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.key).toBe(attempts[0]?.key);
    expect(lineOf(h, 101)?.without_gift).toBe(true);
  });

  it('sends nothing for a product not in the cart, and refuses an id that is not a product id', async () => {
    const h = await giftsRanOut();
    const before = fake.requests.length;

    expect(await h.cart.setWithoutGift(999, true)).toEqual({ status: 'unchanged' });
    await expect(h.cart.setWithoutGift(-1, true)).rejects.toBeInstanceOf(ValidationError);
    expect(fake.requests).toHaveLength(before);
  });
});
