import type { Vitrina } from '@vitrina/core';
import type { RenderCounter } from './page-harness';
import { mountVanillaProductActions, readProps } from './vanilla-product-actions';

const SELECTOR = '[data-widget="product-actions"]';

/**
 * The vanilla counterpart of createIslandRuntime for one widget: mounts the islands present at
 * start, then those a MutationObserver sees added, and unmounts removed ones.
 */
export function createVanillaIslands({ root, vitrina, renders }: { root: Document; vitrina: Vitrina; renders: RenderCounter }) {
  const mounts = new Map<Element, () => void>();

  function mount(element: Element): void {
    if (mounts.has(element) || !(element instanceof HTMLElement)) return;
    const props = readProps(element);
    if (!props) {
      console.warn('invalid product-actions island', element);
      return;
    }
    mounts.set(element, mountVanillaProductActions(element, props, vitrina, renders));
  }

  function mountWithin(node: Node): void {
    if (!(node instanceof Element)) return;
    if (node.matches(SELECTOR)) mount(node);
    for (const element of Array.from(node.querySelectorAll(SELECTOR))) mount(element);
  }

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) mountWithin(node);
      removed ||= record.removedNodes.length > 0;
    }
    if (!removed) return;
    for (const [element, unmount] of mounts) {
      if (element.isConnected) continue;
      unmount();
      mounts.delete(element);
    }
  });

  return {
    start() {
      // Nothing else changes the DOM while this runs, so watching from after it misses nothing.
      mountWithin(root.documentElement);
      observer.observe(root, { childList: true, subtree: true });
    },
    get size() {
      return mounts.size;
    },
  };
}
