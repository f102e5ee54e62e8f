import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productCardSchema } from './product-card';
import { sampleProductCard } from './test-samples';

const parses = (value: unknown) => z.safeParse(productCardSchema, value).success;

describe('productCardSchema', () => {
  it('reads a full card', () => {
    const card = z.parse(productCardSchema, sampleProductCard());
    expect(card.statuses.in_stock).toBe(1);
    expect(card.credit_items[0]?.months_count).toBe(10);
    expect(card.analytics_categories.item_category).toBe('Смартфони');
  });

  it('accepts a card without discount, brand, image, labels or awards', () => {
    expect(
      parses({
        ...sampleProductCard(),
        price_with_discount: null,
        brand: null,
        image: null,
        labels: [],
        awards: [],
        credit_items: [],
        main_characteristics: [],
        analytics_categories: { item_category: 'Кабелі', item_category2: null },
      }),
    ).toBe(true);
  });

  it.each(['in_waiting', 'in_stock', 'is_ends', 'not_available'])('takes status %s as 0 or 1 only', (status) => {
    const card = sampleProductCard();
    for (const value of [0, 1]) expect(parses({ ...card, statuses: { ...card.statuses, [status]: value } })).toBe(true);
    for (const value of [2, true, '1', null]) expect(parses({ ...card, statuses: { ...card.statuses, [status]: value } })).toBe(false);
    const { [status as keyof typeof card.statuses]: _missing, ...rest } = card.statuses;
    expect(parses({ ...card, statuses: rest })).toBe(false);
  });

  it.each(['to_cart', 'preorder', 'notify_about_availability'])('takes button %s as 0 or 1 only', (button) => {
    const card = sampleProductCard();
    expect(parses({ ...card, buttons: { ...card.buttons, [button]: 0 } })).toBe(true);
    expect(parses({ ...card, buttons: { ...card.buttons, [button]: false } })).toBe(false);
    expect(parses({ ...card, buttons: { ...card.buttons, [button]: -1 } })).toBe(false);
  });

  it.each([
    ['id', '120455'],
    ['id', -5],
    ['title', undefined],
    ['slug', null],
    ['price', '18999'],
    ['price', -1],
    ['bonus', undefined],
    ['rating', '4.6'],
    ['count_reviews', 1.5],
    ['labels', [{ id: 3, title: 'Хіт' }]],
    ['main_characteristics', ['Екран 6.6"']],
    ['awards', [{ image: 'a.svg' }]],
    ['credit_items', [{ id: 2, months_count: '10', description: '' }]],
    ['isAvailableForCredit', 1],
    ['is_corporate', undefined],
    ['is_promotion_enabled', 'true'],
    ['isAvailableToBuy', null],
    ['analytics_categories', undefined],
    ['analytics_categories', { item_category2: 'Samsung' }],
  ])('rejects %s = %j', (field, value) => {
    expect(parses({ ...sampleProductCard(), [field]: value })).toBe(false);
  });
});
