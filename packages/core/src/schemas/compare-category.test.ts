import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compareCategorySchema } from './compare-category';
import { sampleProductCard } from './test-samples';

const category = () => ({
  id: 14,
  products: [
    { ...sampleProductCard(), characteristics: [{ title: 'Діагональ', value: '6.6"' }] },
    { ...sampleProductCard(), id: 120460 },
  ],
  inMemoryNotFilteredIds: [120455, 120460, 120470],
  filteredIdList: [120455, 120460],
  isDifferentProducts: false,
});

describe('compareCategorySchema', () => {
  it('reads a category; a card without characteristics gets an empty list', () => {
    const parsed = z.parse(compareCategorySchema, category());
    expect(parsed.products[0]?.characteristics).toEqual([{ title: 'Діагональ', value: '6.6"' }]);
    expect(parsed.products[1]?.characteristics).toEqual([]);
  });

  it.each([
    ['id', '14'],
    ['products', [{ id: 1 }]],
    ['inMemoryNotFilteredIds', ['120455']],
    ['filteredIdList', undefined],
    ['isDifferentProducts', 'false'],
  ])('rejects %s = %j', (field, value) => {
    expect(z.safeParse(compareCategorySchema, { ...category(), [field]: value }).success).toBe(false);
  });
});
