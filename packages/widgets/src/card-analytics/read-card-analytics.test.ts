import { describe, expect, it } from 'vitest';
import { addToCartWhereOf, cartOptionsOf } from '@vitrina/core';
import { readCardAnalytics } from './read-card-analytics';
import { sampleCardAnalytics, sampleListAnalytics as list } from '../../../core/src/cards/test-card-context';
import { quietWarnings } from '../testing/quiet-warnings';
import { inCardOfList } from '../testing/card-in-list';

const product = { ...sampleCardAnalytics, index: 4 };

/** A list around one card around one button; returns the button. */
function cardButton(item: string | null, listJson: string | null = JSON.stringify(list)): HTMLButtonElement {
  return inCardOfList(document.createElement('button'), item, listJson, 'li');
}

const warn = quietWarnings();

describe('readCardAnalytics', () => {
  it('reads the card and its list, and turns them into the cart call’s options and the event’s context', () => {
    const read = readCardAnalytics(cardButton(JSON.stringify(product)));
    expect(read).toEqual({ product, list });
    expect(read && cartOptionsOf(read)).toEqual({
      pageNumber: 2,
      filterOptions: { brand: ['Apple', 'Samsung'] },
      sortingState: { by: 'price', direction: 'asc' },
    });
    expect(read && addToCartWhereOf(read)).toEqual({
      index: 4,
      listName: 'Смартфони',
      page: 2,
      filters: { brand: ['Apple', 'Samsung'] },
      sorting: { by: 'price', direction: 'asc' },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a card outside any list has only its own part; the cart call gets no list options', () => {
    const read = readCardAnalytics(cardButton(JSON.stringify({ ...product, index: undefined }), null));
    expect(read?.list).toEqual({});
    expect(read && cartOptionsOf(read)).toEqual({});
    expect(read && addToCartWhereOf(read)).toEqual({});
  });

  it('an element outside a card has none, without a warning', () => {
    const loose = document.createElement('button');
    document.body.append(loose);
    expect(readCardAnalytics(loose)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"id":1001'],
    ['a wrong type', JSON.stringify({ ...product, price: '37999' })],
    ['a missing field', JSON.stringify({ ...product, analytics_categories: undefined })],
    ['a negative index', JSON.stringify({ ...product, index: -1 })],
    ['an array', '[]'],
    ['empty', ''],
  ])('an invalid card (%s) has none, and one warning names it however often it is read', (_, raw) => {
    const button = cardButton(raw);
    expect(readCardAnalytics(button)).toBeNull();
    expect(readCardAnalytics(button)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-analytics-item');
  });

  it('an invalid list loses only the list’s part, with one warning', () => {
    const button = cardButton(JSON.stringify(product), JSON.stringify({ ...list, sorting: { by: 'name', direction: 'up' } }));
    expect(readCardAnalytics(button)).toEqual({ product, list: {} });
    readCardAnalytics(button);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-analytics-list');
  });

  it('hostile keys reach nothing: __proto__ in the card or the filters changes no prototype', () => {
    const hostileItem = `{"__proto__":{"polluted":true},${JSON.stringify(product).slice(1)}`;
    const hostileList = '{"name":"x","filters":{"__proto__":["a"],"constructor":["b"]}}';
    const read = readCardAnalytics(cardButton(hostileItem, hostileList));
    expect(read?.product.id).toBe(1001);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Array.isArray(Object.getPrototypeOf(read?.list.filters ?? {}))).toBe(false);
  });

  it('reads the attribute again once the server’s HTML changed it', () => {
    const button = cardButton(JSON.stringify(product));
    expect(readCardAnalytics(button)?.product.index).toBe(4);
    button.closest('article')?.setAttribute('data-analytics-item', JSON.stringify({ ...product, index: 9 }));
    expect(readCardAnalytics(button)?.product.index).toBe(9);
  });
});
