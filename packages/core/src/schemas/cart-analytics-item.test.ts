import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cartAnalyticsItemSchema } from './cart-analytics-item';

const item = () => ({
  id: 120455,
  choosed_quantity: 1,
  price: 18999,
  final_price: 16999,
  title_ua: 'Смартфон Samsung Galaxy A55',
  brand: 'Samsung',
  item_category: 'Смартфони',
  item_category2: 'Samsung',
  service_products: [
    {
      id: 700001,
      choosed_quantity: 0,
      price: 999,
      final_price: 999,
      title: 'Захисне скло',
      brand: null,
      item_category: 'Послуги',
    },
  ],
});

const parses = (value: unknown) => z.safeParse(cartAnalyticsItemSchema, value).success;

describe('cartAnalyticsItemSchema', () => {
  it('reads a line with its services', () => {
    const parsed = z.parse(cartAnalyticsItemSchema, item());
    expect(parsed.service_products?.[0]?.title).toBe('Захисне скло');
  });

  it('needs title_ua or title, on the line and on each service', () => {
    const { title_ua: _dropped, ...untitled } = item();
    expect(parses(untitled)).toBe(false);
    expect(parses({ ...untitled, title: 'Samsung Galaxy A55' })).toBe(true);

    const withUntitledService = item();
    const { title: _title, ...service } = withUntitledService.service_products[0]!;
    expect(parses({ ...withUntitledService, service_products: [service] })).toBe(false);
  });

  it.each([
    ['id', '120455'],
    ['choosed_quantity', undefined],
    ['price', '18999'],
    ['final_price', undefined],
    ['item_category', undefined],
    ['brand', 5],
  ])('rejects %s = %j', (field, value) => {
    expect(parses({ ...item(), [field]: value })).toBe(false);
  });
});
