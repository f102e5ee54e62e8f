import type { Vitrina } from '@vitrina/core';
import { triggersBehaviour } from './trigger-behaviour';

/** An element with attributes and text, put at the end of the body. */
export function append(tag: string, attributes: Record<string, string>, text = '', parent: Element = document.body): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = text;
  parent.append(element);
  return element;
}

/** Starts the triggers as the script build does; the returned stop also empties the page. */
export function startTriggers(vitrina: Vitrina): () => void {
  const running = triggersBehaviour({ document, vitrina });
  return () => {
    running.stop();
    document.body.replaceChildren();
  };
}

/** Lets the triggers' chunk arrive (the same dynamic import as trigger-behaviour's) and the promises after it settle. */
export async function settle(): Promise<void> {
  await import('./trigger-actions');
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
