import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { availabilitySchema } from './availability';
import { productCardSchema } from './product-card';
import { productTagSchema } from './product-tag';

describe('availabilitySchema', () => {
  it('names exactly the statuses a product card carries', () => {
    expect([...availabilitySchema.options].sort()).toEqual(Object.keys(productCardSchema.shape.statuses.shape).sort());
  });

  it('rejects a long status text', () => {
    expect(z.safeParse(availabilitySchema, 'in stock').success).toBe(false);
  });
});

describe('productTagSchema', () => {
  it('accepts the four tags and nothing else', () => {
    for (const tag of ['discount', 'plusGift', 'gift', 'bundle']) expect(z.safeParse(productTagSchema, tag).success).toBe(true);
    expect(z.safeParse(productTagSchema, 'plus_gift').success).toBe(false);
  });
});
