import { describe, expect, it } from 'vitest';
import { cardAnalyticsSchema, listAnalyticsSchema, toCardAnalytics } from './card-analytics';
import { productCardSchema } from './product-card';
import { sampleProductCard } from './test-samples';

describe('card analytics', () => {
  it('takes from a product card exactly what the schema reads, with its position', () => {
    const card = productCardSchema.parse(sampleProductCard());
    const analytics = toCardAnalytics(card, 3);
    const { id, title, brand, price, price_with_discount, analytics_categories } = card;
    expect(analytics).toEqual({ id, title, brand, price, price_with_discount, analytics_categories, index: 3 });
    expect(cardAnalyticsSchema.parse(JSON.parse(JSON.stringify(analytics)))).toEqual(analytics);
  });

  it('reads a list with its name only, or with the cart’s page, filters and sorting', () => {
    expect(listAnalyticsSchema.parse({ name: 'top-sales' })).toEqual({ name: 'top-sales' });
    const catalogue = { name: 'smartphones', page: 2, filters: { brand: ['Apple'], price: ['1000', ''] }, sorting: { by: 'price', direction: 'asc' } };
    expect(listAnalyticsSchema.parse(catalogue)).toEqual(catalogue);
    for (const bad of [{ page: 0 }, { name: '' }, { filters: { brand: 'Apple' } }, { sorting: { by: 'name', direction: 'asc' } }]) {
      expect(listAnalyticsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
