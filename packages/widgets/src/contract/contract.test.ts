import { describe, expect, it } from 'vitest';
import { allWidgets } from '../islands/all-widgets';
import { dataAttribute, ISLAND_ATTRIBUTES, ISLAND_SELECTOR, WIDGET_ATTRIBUTE } from './island-attributes';
import { WIDGET_NAMES } from './names';
import { defaultPageConfig, pageConfigSchema } from './page-config-schema';
import { parsePageConfig } from './parse-page-config';
import { WIDGET_PROPS } from './widget-props';
import { widgetAttrs } from './widget-attrs';

describe('the widget contract', () => {
  it('names exactly the widgets the script build registers, each with its props schema', async () => {
    expect(allWidgets.map((widget) => widget.name).sort()).toEqual([...WIDGET_NAMES].sort());
    for (const widget of allWidgets) expect((await widget.load()).props).toBe(WIDGET_PROPS[widget.name as keyof typeof WIDGET_PROPS]);
  });

  it('keys every attribute by the name the runtime reads it as (its dataset name)', () => {
    for (const [key, attribute] of Object.entries(ISLAND_ATTRIBUTES)) {
      expect(attribute.startsWith('data-')).toBe(true);
      expect(attribute.slice('data-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())).toBe(key);
    }
  });

  it('spells each attribute out in its type, so a template reading a renamed one breaks the build', () => {
    const spelled: readonly ['data-widget', 'data-product-id', 'data-analytics-item'] = [ISLAND_ATTRIBUTES.widget, ISLAND_ATTRIBUTES.productId, ISLAND_ATTRIBUTES.analyticsItem];
    expect(spelled).toEqual(['data-widget', 'data-product-id', 'data-analytics-item']);
  });

  it('works out one attribute as the table spells it, for code that names only a few', () => {
    for (const [key, attribute] of Object.entries(ISLAND_ATTRIBUTES)) expect(dataAttribute(key as keyof typeof ISLAND_ATTRIBUTES)).toBe(attribute);
    expect(WIDGET_ATTRIBUTE).toBe(ISLAND_ATTRIBUTES.widget);
    expect(ISLAND_SELECTOR).toBe('[data-widget]');
  });

  it('has defaults the schema accepts as they are', () => {
    expect(pageConfigSchema.safeParse(defaultPageConfig).success).toBe(true);
    const problems: string[] = [];
    expect(parsePageConfig(structuredClone(defaultPageConfig), problems)).toEqual(defaultPageConfig);
    expect(problems).toEqual([]);
  });

  it('writes an island’s attributes from its props: flags as 0/1, nothing for null', () => {
    expect(widgetAttrs('credit-badge', { productId: 7, creditMonths: null })).toEqual({ 'data-widget': 'credit-badge', 'data-product-id': '7' });
    expect(widgetAttrs(null, { counter: 'cart', inCart: true, toCart: 0 })).toEqual({ 'data-counter': 'cart', 'data-in-cart': '1', 'data-to-cart': '0' });
  });
});
