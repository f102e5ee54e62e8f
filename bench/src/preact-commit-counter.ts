import { options, type VNode } from 'preact';
import type { RenderCounter } from './page-harness';

const ISLANDS = '[data-widget="product-actions"]';

/** Preact's commit hook and a vnode's first DOM node, by the names Preact's builds give them (`_commit`, `_dom`). */
type PreactInternals = typeof options & { __c?: (root: VNode, queue: unknown[]) => void };
type InternalVNode = VNode & { __e?: Node | null };

/**
 * The lite page's counterpart of the React DevTools hook stand-in (lib/card-markup.mjs): Preact calls
 * its commit hook after every render it commits, a root's first render or one component's
 * re-render, with that tree's top vnode; the island holding its first DOM node is the island that
 * re-rendered.
 */
export function installPreactCommitCounter(): RenderCounter {
  const renders: RenderCounter = { updates: 0, islands: new Set() };
  const hooks = options as PreactInternals;
  const previous = hooks.__c;
  hooks.__c = (root, queue) => {
    previous?.(root, queue);
    renders.updates += 1;
    const dom = (root as InternalVNode).__e;
    const element = dom instanceof Element ? dom : dom?.parentElement;
    const island = element?.closest(ISLANDS);
    if (island) renders.islands.add(island);
  };
  return renders;
}
