import { createElement, Fragment, render } from 'preact/compat';

/** What the widgets use of React's root: `render` and `unmount` (React's options, such as `onCaughtError`, have no counterpart). */
export interface LiteRoot {
  render(children: Parameters<typeof render>[0]): void;
  unmount(): void;
}

/** The container's last rendered tree, where Preact keeps it (`_children`, mangled so in every build of Preact 10 and 11). */
interface PreactContainer {
  __k?: unknown;
}

/**
 * `react-dom/client` in the lite script build (vite.script-lite.config.ts). React keeps an island's
 * server markup in place while the widget first renders (a widget may read it then: the focused
 * radio, the checked choice) and empties the container as it commits. Preact's compat `createRoot`
 * empties it before rendering, and Preact's own `render` would reuse the server's elements instead.
 * Here the first render starts from an empty tree, so the widget's elements go in after the
 * server's, untouched until the render is done, and then the server's go.
 */
export function createRoot(container: Element | DocumentFragment, options?: unknown): LiteRoot {
  void options;
  let mounted = false;
  return {
    render(children) {
      if (mounted) {
        render(children, container);
        return;
      }
      mounted = true;
      const server = Array.from(container.childNodes);
      (container as PreactContainer).__k = createElement(Fragment, null);
      render(children, container);
      for (const node of server) node.remove();
    },
    unmount() {
      render(null, container);
    },
  };
}
