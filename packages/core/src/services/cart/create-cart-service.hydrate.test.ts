import { describe, expect, it } from 'vitest';
import { scriptedShop } from '../test-scripted-fetch';

const cartOf = (cartId: string, ids: readonly number[]) => ({
  success: true,
  data: { cart_id: cartId, suppliers: [{ id: 1, products: ids.map((id) => ({ id, choosed_quantity: 1 })) }], cart_count: ids.length },
});

function shop(routes: Record<string, () => unknown>, cookies: Record<string, string> = {}) {
  const { calls, services, state } = scriptedShop(routes, cookies);
  return { calls, state, cart: services.cart };
}

describe('cart.hydrate', () => {
  it('shows the page’s cart at once, without a request', () => {
    const { cart, state, calls } = shop({});
    cart.hydrate({ cartId: 'c-1', count: 3, ids: [5, 6] });
    expect(state.cart.ids.value).toEqual([5, 6]);
    expect(state.cart.has(5).value).toBe(true);
    expect(state.cartCount.value).toBe(3);
    expect(state.cartId.value).toBe('c-1');
    expect(cart.current.value).toBeNull();
    expect(calls).toEqual([]);
  });

  it('gives way to the server’s first answer, and is ignored after it', async () => {
    const { cart, state } = shop({ '/cart': () => cartOf('c-1', [7]) }, { cart_id: 'c-1' });
    cart.hydrate({ cartId: 'c-1', count: 2, ids: [5, 6] });
    await cart.whenIdle();
    expect(state.cart.ids.value).toEqual([7]);
    expect(state.cartCount.value).toBe(1);
    cart.hydrate({ cartId: 'c-2', count: 9, ids: [1] });
    expect(state.cart.ids.value).toEqual([7]);
    expect(state.cartId.value).toBe('c-1');
  });

  it('layers a change on the page’s cart until the server answers', async () => {
    const { cart, state } = shop({ '/cart': () => cartOf('c-1', [5, 8]) });
    cart.hydrate({ cartId: 'c-1', count: 2, ids: [5] });
    const adding = cart.add(8);
    expect(state.cart.ids.value).toEqual([5, 8]);
    expect(state.cartCount.value).toBe(3);
    await adding;
    expect(state.cart.ids.value).toEqual([5, 8]);
    expect(state.cartCount.value).toBe(2);
  });

  it('ignores a malformed snapshot without throwing', () => {
    const { cart, state } = shop({});
    for (const garbage of [null, 'x', { cartId: 5, count: 1, ids: [] }, { cartId: null, count: -1, ids: [] }, { cartId: null, count: 1, ids: ['5'] }]) {
      expect(() => cart.hydrate(garbage as never)).not.toThrow();
    }
    expect(state.cart.ids.value).toEqual([]);
    expect(state.cartCount.value).toBe(0);
    expect(state.cartId.value).toBeNull();
  });

  it('changes a logged-in shopper’s cart from the page before the login check answers', async () => {
    // No guest cart cookie (the cart is the user's), and no user known yet: only the page knows the cart.
    const { cart, state, calls } = shop(
      {
        '/cart/change_quantity': () => cartOf('user-cart-1', [5]),
        '/cart/delete/5': () => cartOf('user-cart-1', []),
      },
      { token: 't0k3n' },
    );
    cart.hydrate({ cartId: 'user-cart-1', count: 2, ids: [5] });
    await expect(cart.setQuantity(5, 3)).resolves.toMatchObject({ status: 'changed' });
    await expect(cart.remove(5)).resolves.toMatchObject({ status: 'changed' });
    expect(state.cart.ids.value).toEqual([]);
    expect(calls.filter((url) => url.includes('/cart/'))).toHaveLength(2);
  });

  it('sends no service before a server answer, since the page’s cart does not say how many units the line has', async () => {
    const { cart, calls } = shop({ '/cart/change_quantity': () => cartOf('user-cart-1', [5]) }, { token: 't0k3n' });
    cart.hydrate({ cartId: 'user-cart-1', count: 2, ids: [5] });
    await expect(cart.setService(5, 700, true)).resolves.toEqual({ status: 'unchanged' });
    expect(calls.filter((url) => url.includes('/cart/'))).toEqual([]);
  });
});
