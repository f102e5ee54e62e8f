import { ISLAND_ATTRIBUTES } from './island-attributes';

/** Names an island in a warning: `<div data-widget="product-actions" data-product-id="1001">`. */
export function describeIsland(element: Element): string {
  const parts = [element.tagName.toLowerCase()];
  for (const name of [ISLAND_ATTRIBUTES.widget, ISLAND_ATTRIBUTES.productId]) {
    const value = element.getAttribute(name);
    if (value !== null) parts.push(`${name}=${JSON.stringify(value)}`);
  }
  return `<${parts.join(' ')}>`;
}
