import type { AnyWidgetDefinition } from './define-widget';
import { describeIsland } from './describe-island';
import { WIDGET_ATTRIBUTE } from '../contract/island-attributes';

/**
 * Warns once per element about a `data-widget` no widget of this runtime answers to, a typo most
 * likely.
 */
export function createUnknownNames(definitions: ReadonlyMap<string, AnyWidgetDefinition>) {
  const warned = new WeakSet<Element>();
  return {
    check(element: Element): void {
      const name = element.getAttribute(WIDGET_ATTRIBUTE) ?? '';
      if (definitions.has(name) || warned.has(element)) return;
      warned.add(element);
      console.warn(`Vitrina: ${describeIsland(element)} names no widget; left as it is.`);
    },
  };
}
