import { TRIGGER_ATTRIBUTES } from '../../contract/triggers';

const warned = new WeakSet<Element>();
const NAMING = [TRIGGER_ATTRIBUTES.open, TRIGGER_ATTRIBUTES.addToCart, TRIGGER_ATTRIBUTES.toggle, TRIGGER_ATTRIBUTES.product];

/** Names a trigger in a warning: `<a data-vitrina-open="logn">`. */
export function describeTrigger(element: Element): string {
  const parts = [element.tagName.toLowerCase()];
  for (const name of NAMING) {
    const value = element.getAttribute(name);
    if (value !== null) parts.push(`${name}=${JSON.stringify(value.slice(0, 40))}`);
  }
  return `<${parts.join(' ')}>`;
}

/** One console warning per element, however often it is clicked or its state is written. */
export function warnOnce(element: Element, problem: string): void {
  if (warned.has(element)) return;
  warned.add(element);
  console.warn(`Vitrina: the trigger ${describeTrigger(element)} ${problem}; it does nothing.`);
}
