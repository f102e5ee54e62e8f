import { createRoot as createPreactRoot } from 'preact/compat/client';
import type { ComponentChild, ContainerNode } from 'preact';

/** What the widgets use of React's root: `render` and `unmount` (React's options, such as `onCaughtError`, have no counterpart). */
export interface LiteRoot {
  render(children: ComponentChild): void;
  unmount(): void;
}

/**
 * `react-dom/client` in the lite script build (vite.script-lite.config.ts). React's `createRoot`
 * empties its container when it first renders: an island's server HTML (its working fallback) goes,
 * and the widget is built anew. Preact's `render` would instead take the elements already there and
 * patch them into the widget's, leaving attributes and nodes of the server's markup behind, so the
 * container is emptied here first, as React does.
 */
export function createRoot(container: Element | DocumentFragment, options?: unknown): LiteRoot {
  void options;
  const root = createPreactRoot(container as ContainerNode);
  let rendered = false;
  return {
    render(children) {
      if (!rendered) {
        rendered = true;
        container.replaceChildren();
      }
      root.render(children);
    },
    unmount() {
      root.unmount();
    },
  };
}
