import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cartSchema } from './cart';
import { cartProductSchema } from './cart-product';
import { sampleCart } from './test-samples';

describe('cartSchema', () => {
  it('reads a cart with suppliers, service products and totals', () => {
    const cart = z.parse(cartSchema, sampleCart());
    expect(cart.suppliers[0]?.products.map((line) => line.id)).toEqual([120455, 98011]);
    expect(cart.suppliers[0]?.products[0]?.service_products).toEqual([{ id: 700001, choosed_quantity: 1 }]);
  });

  it('accepts the bare shape: cart_id and suppliers with products', () => {
    expect(z.safeParse(cartSchema, { cart_id: 'abc', suppliers: [{ products: [{ id: 5, count: 1 }] }] }).success).toBe(true);
  });

  it('reads an applied promo code and bonuses', () => {
    const cart = z.parse(cartSchema, {
      ...sampleCart(),
      promocode: { code: 'SPRING24', kind: 'promo', discount: 500 },
      bonuses: 200,
    });
    expect(cart.promocode?.code).toBe('SPRING24');
    expect(cart.bonuses).toBe(200);
  });

  it.each([
    ['cart_id', undefined],
    ['cart_id', ''],
    ['cart_id', 123],
    ['suppliers', undefined],
    ['suppliers', [{ title: 'no products' }]],
    ['cart_count', '3'],
    ['promocode', { code: 'X' }],
  ])('rejects %s = %j', (field, value) => {
    expect(z.safeParse(cartSchema, { ...sampleCart(), [field]: value }).success).toBe(false);
  });
});

describe('cartProductSchema', () => {
  const parses = (value: unknown) => z.safeParse(cartProductSchema, value).success;

  it('takes the quantity from choosed_quantity or from count', () => {
    expect(parses({ id: 1, choosed_quantity: 2 })).toBe(true);
    expect(parses({ id: 1, count: 2 })).toBe(true);
  });

  it('rejects a line with neither choosed_quantity nor count', () => {
    expect(parses({ id: 1 })).toBe(false);
    expect(parses({ id: 1, service_products: [] })).toBe(false);
  });

  it.each([
    { id: '1', count: 1 },
    { id: 0, count: 1 },
    { id: 1, count: 1.5 },
    { id: 1, choosed_quantity: -1 },
    { id: 1, count: 1, service_products: [{ id: 2 }] },
    { id: 1, count: 1, service_products: [{ id: 2, choosed_quantity: '1' }] },
    { id: 1, count: 1, service_products: {} },
  ])('rejects %j', (line) => {
    expect(parses(line)).toBe(false);
  });
});
