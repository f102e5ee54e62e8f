import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

describe('productIdSchema', () => {
  it('accepts positive whole numbers', () => {
    for (const id of [1, 120455, Number.MAX_SAFE_INTEGER]) expect(z.safeParse(productIdSchema, id).success).toBe(true);
  });

  it('rejects numeric strings, zero, negatives, fractions and unsafe integers', () => {
    for (const id of ['120455', 0, -3, 1.5, Number.NaN, 2 ** 60, null]) {
      expect(z.safeParse(productIdSchema, id).success).toBe(false);
    }
  });
});
