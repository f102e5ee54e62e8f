import { PLANNED_WIDGET_NAMES, WIDGET_NAMES } from '../contract/names';
import type { AnyWidgetDefinition } from './define-widget';
import { describeIsland } from './describe-island';
import { ISLAND_ATTRIBUTES } from './island-attributes';

/**
 * Warns once per element about a `data-widget` no widget answers to, a typo most likely. The
 * contract's names are known even when this runtime was not given their widget, and so are the
 * islands still to be built (PLANNED_WIDGET_NAMES): pages mark them, and their HTML is all there is.
 */
export function createUnknownNames(definitions: ReadonlyMap<string, AnyWidgetDefinition>) {
  const known = new Set<string>([...WIDGET_NAMES, ...PLANNED_WIDGET_NAMES]);
  const warned = new WeakSet<Element>();
  return {
    check(element: Element): void {
      const name = element.getAttribute(ISLAND_ATTRIBUTES.widget) ?? '';
      if (definitions.has(name) || known.has(name) || warned.has(element)) return;
      warned.add(element);
      console.warn(`Vitrina: ${describeIsland(element)} names no known widget; the page's HTML stays as it is.`);
    },
  };
}
