import { describe, expect, it } from 'vitest';
import { ga4Item, itemsValue, productDetails } from './ga4-item';

const details = {
  id: 42,
  price: 999.99,
  final_price: 899.9,
  brand: null,
  item_category: 'Аксесуари',
  item_category2: null,
};

describe('ga4Item', () => {
  it('names the item by title_ua first, then title, then id', () => {
    expect(ga4Item({ ...details, title_ua: 'Чохол', title: 'Чехол' }, { quantity: 1 }).item_name).toBe('Чохол');
    expect(ga4Item({ ...details, title: 'Чехол' }, { quantity: 1 }).item_name).toBe('Чехол');
    expect(ga4Item(details, { quantity: 1 }).item_name).toBe('42');
  });

  it('leaves out a missing brand and second category, and rounds the discount to the kopiyka', () => {
    expect(ga4Item({ ...details, title: 'Чохол' }, { quantity: 3, index: 0 })).toEqual({
      item_id: '42',
      item_name: 'Чохол',
      item_category: 'Аксесуари',
      price: 899.9,
      discount: 100.09,
      quantity: 3,
      index: 0,
    });
  });

  it('never reports a negative discount', () => {
    expect(ga4Item({ ...details, title: 'x', final_price: 1200 }, { quantity: 1 }).discount).toBe(0);
  });
});

describe('productDetails and itemsValue', () => {
  it('takes the discounted price as the price paid and sums items by quantity', () => {
    const card = { id: 1, title: 'A', brand: 'B', price: 100, price_with_discount: 80.1, analytics_categories: { item_category: 'C', item_category2: 'D' } };
    expect(productDetails(card)).toEqual({ id: 1, title: 'A', price: 100, final_price: 80.1, brand: 'B', item_category: 'C', item_category2: 'D' });
    const item = ga4Item(productDetails(card), { quantity: 3 });
    expect(itemsValue([item, item])).toBe(480.6);
  });
});
