import { dataAttribute, WIDGET_ATTRIBUTE } from '../contract/island-attributes';

const NAMING = [WIDGET_ATTRIBUTE, dataAttribute('productId')];

/** Names an island in a warning: `<div data-widget="product-actions" data-product-id="1001">`. */
export function describeIsland(element: Element): string {
  const parts = [element.tagName.toLowerCase()];
  for (const name of NAMING) {
    const value = element.getAttribute(name);
    if (value !== null) parts.push(`${name}=${JSON.stringify(value)}`);
  }
  return `<${parts.join(' ')}>`;
}
