import { describe, expect, it } from 'vitest';
import type { Cart } from '../../schemas/cart';
import { optimisticCart } from './optimistic-cart';

const cart: Cart = {
  cart_id: 'c1',
  suppliers: [
    { id: 1, products: [{ id: 10, choosed_quantity: 2 }] },
    { id: 2, products: [{ id: 20, count: 1 }, { id: 30, choosed_quantity: 3, service_products: [{ id: 99, choosed_quantity: 1 }] }] },
  ],
  cart_count: 6,
};

describe('optimistic cart', () => {
  it('is the server’s cart while nothing is pending, in the server’s order', () => {
    expect(optimisticCart(cart, [])).toEqual({ ids: [10, 20, 30], count: 6 });
    expect(optimisticCart(null, [])).toEqual({ ids: [], count: 0 });
  });

  it('applies pending changes in click order', () => {
    const view = optimisticCart(cart, [
      { kind: 'add', productId: 40 },
      { kind: 'remove', productId: 30 },
      { kind: 'quantity', productId: 10, quantity: 5 },
      { kind: 'add', productId: 10 },
      { kind: 'other', productId: 20 },
    ]);
    expect(view).toEqual({ ids: [10, 20, 40], count: 5 + 1 + 1 });
  });

  it('ignores a quantity for a product that is not in the cart', () => {
    expect(optimisticCart(cart, [{ kind: 'quantity', productId: 77, quantity: 4 }])).toEqual({ ids: [10, 20, 30], count: 6 });
  });

  it('keeps the server’s count as the base when the lines do not add up to it', () => {
    expect(optimisticCart({ ...cart, cart_count: 8 }, [{ kind: 'remove', productId: 10 }]).count).toBe(6);
    const { cart_count: _omitted, ...withoutCount } = cart;
    expect(optimisticCart(withoutCount, []).count).toBe(6);
  });
});
