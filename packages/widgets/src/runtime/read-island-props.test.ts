import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { PropsSchema } from './props-schema';
import { readIslandProps } from './read-island-props';

const schema = z.object({ productId: z.number(), inCart: z.boolean(), tooltipActive: z.string() });

function element(attributes: Record<string, string>, json?: string): Element {
  const div = document.createElement('div');
  div.setAttribute('data-widget', 'product-actions');
  for (const [key, value] of Object.entries(attributes)) div.setAttribute(key, value);
  if (json !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = json;
    div.append(script);
  }
  return div;
}

describe('readIslandProps', () => {
  it('converts data attributes to the types the schema declares', () => {
    const read = readIslandProps(element({ 'data-product-id': '1001', 'data-in-cart': '1', 'data-tooltip-active': '1' }), schema);
    expect(read).toEqual({ ok: true, props: { productId: 1001, inCart: true, tooltipActive: '1' } });
  });

  it('reads embedded JSON, the attributes winning on a clash', () => {
    const read = readIslandProps(element({ 'data-in-cart': '0' }, '{"productId":5,"inCart":true,"tooltipActive":"x"}'), schema);
    expect(read).toEqual({ ok: true, props: { productId: 5, inCart: false, tooltipActive: 'x' } });
  });

  it('names the element and the fields when the attributes are invalid', () => {
    const read = readIslandProps(element({ 'data-product-id': '', 'data-in-cart': 'yes', 'data-tooltip-active': 'a' }), schema);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.reason).toContain('<div data-widget="product-actions" data-product-id="">');
    expect(read.reason).toContain('productId');
    expect(read.reason).toContain('inCart');
  });

  it('refuses embedded JSON that is garbled or not an object, and a schema that throws', () => {
    expect(readIslandProps(element({}, '{"productId":'), schema).ok).toBe(false);
    expect(readIslandProps(element({}, '[1]'), schema).ok).toBe(false);
    const throwing: PropsSchema<object> = { safeParse: () => { throw new Error('bad schema'); } };
    const read = readIslandProps(element({}), throwing);
    expect(read).toMatchObject({ ok: false, reason: expect.stringContaining('bad schema') });
  });
});
