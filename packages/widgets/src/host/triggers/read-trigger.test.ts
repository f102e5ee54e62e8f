import { describe, expect, it } from 'vitest';
import { readTrigger } from './read-trigger';

function trigger(attributes: Record<string, string>): Element {
  const element = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('a trigger’s attributes', () => {
  it('read as the action they name', () => {
    expect(readTrigger(trigger({ 'data-vitrina-open': 'login' }))).toEqual({ action: { kind: 'open', modal: 'login' } });
    expect(readTrigger(trigger({ 'data-vitrina-open': 'credit-info', 'data-vitrina-product': '1001' }))).toEqual({
      action: { kind: 'open', modal: 'credit-info', productId: 1001 },
    });
    expect(readTrigger(trigger({ 'data-vitrina-add-to-cart': ' 1002 ' }))).toEqual({ action: { kind: 'add-to-cart', productId: 1002 } });
    expect(readTrigger(trigger({ 'data-vitrina-toggle': 'compares', 'data-vitrina-product': '7' }))).toEqual({
      action: { kind: 'toggle', list: 'compares', productId: 7 },
    });
  });

  it.each([
    [{ 'data-vitrina-open': 'logn' }, 'has data-vitrina-open="logn", which is no modal'],
    [{ 'data-vitrina-open': 'credit-info' }, 'opens credit-info, which needs data-vitrina-product'],
    [{ 'data-vitrina-open': 'credit-info', 'data-vitrina-product': 'iphone' }, 'has data-vitrina-product="iphone", which is not a product id'],
    [{ 'data-vitrina-open': 'login', 'data-vitrina-product': '-3' }, 'has data-vitrina-product="-3", which is not a product id'],
    [{ 'data-vitrina-add-to-cart': '12abc' }, 'has data-vitrina-add-to-cart="12abc", which is not a product id'],
    [{ 'data-vitrina-add-to-cart': '' }, 'has data-vitrina-add-to-cart="", which is not a product id'],
    [{ 'data-vitrina-add-to-cart': '0012' }, 'has data-vitrina-add-to-cart="0012", which is not a product id'],
    [{ 'data-vitrina-add-to-cart': '99999999999999999999' }, 'has data-vitrina-add-to-cart="99999999999999999999", which is not a product id'],
    [{ 'data-vitrina-toggle': 'wishlist', 'data-vitrina-product': '7' }, 'has data-vitrina-toggle="wishlist"; a list is one of favorites, compares'],
    [{ 'data-vitrina-toggle': 'favorites' }, 'has no data-vitrina-product'],
    [{ 'data-vitrina-toggle': 'favorites', 'data-vitrina-product': '1.5' }, 'has data-vitrina-product="1.5", which is not a product id'],
    [{ 'data-vitrina-open': 'login', 'data-vitrina-add-to-cart': '7' }, 'has data-vitrina-open and data-vitrina-add-to-cart: one action per element'],
  ])('%o: %s', (attributes, problem) => {
    expect(readTrigger(trigger(attributes))).toEqual({ problem });
  });
});
