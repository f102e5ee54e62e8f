import { effect } from '@preact/signals-core';

type AttributeValue = string | number | boolean | null;

export interface ElementOptions {
  readonly className?: string;
  /** `true` sets an empty attribute, `false` and `null` leave it out (ARIA states take strings). */
  readonly attrs?: Readonly<Record<string, AttributeValue>>;
  /**
   * The element's text. A function is kept up to date: it re-runs whenever a signal it reads
   * changes (the language, a count).
   */
  readonly text?: string | (() => string);
}

/** An element built with the DOM API; text only ever goes in through `textContent`. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  children: ReadonlyArray<Node | null> = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (options.className) element.className = options.className;
  for (const [name, value] of Object.entries(options.attrs ?? {})) setAttribute(element, name, value);
  for (const child of children) if (child) element.append(child);
  if (typeof options.text === 'string') element.textContent = options.text;
  else if (options.text) bindText(element, options.text);
  return element;
}

export function bindText(node: Node, text: () => string): void {
  effect(() => {
    node.textContent = text();
  });
}

export function bindAttribute(element: Element, name: string, value: () => AttributeValue): void {
  effect(() => setAttribute(element, name, value()));
}

export function setAttribute(element: Element, name: string, value: AttributeValue): void {
  if (value === false || value === null) element.removeAttribute(name);
  else element.setAttribute(name, value === true ? '' : String(value));
}

let lastId = 0;

/** A page-unique id for label, description and heading references. */
export function uniqueId(prefix: string): string {
  lastId += 1;
  return `${prefix}-${lastId}`;
}

/** Text that screen readers read but the eye does not need (the context is visual). */
export function visuallyHidden(text: () => string): HTMLSpanElement {
  return el('span', { className: 'visually-hidden', text });
}
