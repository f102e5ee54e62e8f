import { describe, expect, it } from 'vitest';
import { PRODUCT_MODALS, STATEFUL_TRIGGER_SELECTOR, TRIGGER_ATTRIBUTES, TRIGGER_SELECTOR, triggerAttrs } from './triggers';

describe('the triggers’ contract', () => {
  it('selects by the attribute names it documents', () => {
    const { open, addToCart, toggle } = TRIGGER_ATTRIBUTES;
    expect(TRIGGER_SELECTOR).toBe(`[${open}],[${addToCart}],[${toggle}]`);
    expect(STATEFUL_TRIGGER_SELECTOR).toBe(`[${addToCart}],[${toggle}]`);
  });

  it('gives a server the attributes of each kind', () => {
    expect(triggerAttrs.open('login')).toEqual({ 'data-vitrina-open': 'login' });
    expect(triggerAttrs.open('credit-info', 1001)).toEqual({ 'data-vitrina-open': 'credit-info', 'data-vitrina-product': '1001' });
    expect(triggerAttrs.addToCart(1001)).toEqual({ 'data-vitrina-add-to-cart': '1001' });
    expect(triggerAttrs.toggle('compares', 7)).toEqual({ 'data-vitrina-toggle': 'compares', 'data-vitrina-product': '7' });
    expect(PRODUCT_MODALS).toContain('credit-info');
  });
});
