import type { Vitrina } from '@vitrina/core';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AnyWidgetDefinition, WidgetModule } from './define-widget';
import { describeIsland } from './describe-island';
import { Island } from './island';
import { createAttributeWatch, type LiveIsland } from './island-attribute-watch';
import { ISLAND_SELECTOR, WIDGET_ATTRIBUTE } from '../contract/island-attributes';
import { IslandObserver } from './island-observer';
import { createMountQueue } from './mount-queue';
import { readIslandProps } from './read-island-props';
import { createUnknownNames } from './unknown-names';

export interface IslandRuntimeOptions {
  /** Where islands are looked for: the document, or one part of it. */
  readonly root: Element | Document | DocumentFragment;
  readonly vitrina: Vitrina;
  readonly widgets: readonly AnyWidgetDefinition[];
}

export interface IslandRuntime {
  /** Mounts the islands present now and watches for more; resolves once they are mounted. */
  start(): Promise<void>;
  /** Stops watching and unmounts every island. */
  stop(): void;
  /** Mounts islands not mounted yet and unmounts removed ones; resolves once they are mounted. */
  refresh(): Promise<void>;
  /** How many islands are mounted now. */
  readonly size: number;
}

interface Pending {
  readonly element: Element;
  readonly definition: AnyWidgetDefinition;
}

/** An island ready to render: its widget with its valid props, which follow its attributes, or its fallback only. */
interface Mountable {
  readonly element: Element;
  readonly fallback: ReactNode;
  readonly widget: { readonly component: ComponentType<object>; readonly live: LiveIsland } | null;
}

type LoadedWidget = WidgetModule<object>;

/** No element is mounted by two runtimes, even when their roots overlap. */
const claimed = new WeakSet<Element>();

const showFallback = (({ fallback }: { fallback: ReactNode }) => fallback) as ComponentType<object>;

/**
 * Mounts the page's islands. Mounting design, chosen by the measurements in DESIGN.md ("What
 * things cost"): one React root per island, the roots of a batch created and rendered inside one
 * `flushSync`. Against one root with a portal per island it costs about the same at 2400 islands
 * (×8.7 vs ×7.3 of vanilla DOM) but is twice as fast for islands added later by the observer
 * (×3.7 vs ×7.5) and for a cart change (2.3 ms vs 6.8 ms), which is what a shopper waits on; and an
 * island's root is its own, so unmounting a removed one touches nothing else. With the real
 * product-card island, `pnpm bench` measures ×3.2 of vanilla at 2400 cards, ×2.8 for 24 cards added
 * to a page of 2400, and one re-rendered island per cart change.
 *
 * The batches are slices of a mount queue (mount-queue.ts): at start the browser gets a turn first
 * (the page paints and takes input), then the islands near the viewport mount, then the rest, each
 * slice sized to take about 30 ms and followed by a yield to the browser, so no start-up task keeps
 * a phone's shopper waiting. Until its island mounts, a card's server HTML (its no-script form and
 * links) is what a click uses.
 */
export function createIslandRuntime({ root, vitrina, widgets }: IslandRuntimeOptions): IslandRuntime {
  const definitions = new Map<string, AnyWidgetDefinition>();
  for (const definition of widgets) {
    if (definitions.has(definition.name)) console.warn(`Vitrina: the widget "${definition.name}" is defined twice; the first one is used.`);
    else definitions.set(definition.name, definition);
  }
  // null: still loading, or handled without a React root (invalid props or a widget that failed to load, and no fallback).
  const mounts = new Map<Element, Root | null>();
  const attributes = createAttributeWatch();
  const unknownNames = createUnknownNames(definitions);
  // Each widget's code and texts once loaded, or the error its loading ended with.
  const widgetsLoaded = new Map<AnyWidgetDefinition, LoadedWidget | Error>();
  const queue = createMountQueue<Pending>({ load: loadSlice, mount: mountSlice });
  let running = false;
  let started: Promise<void> | undefined;

  const observer = new IslandObserver(root, (records) => void (records ? syncChanges(records) : sync()), touchesIslands);

  function touchesIslands(record: MutationRecord): boolean {
    const nodes = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)];
    return nodes.some((node) => isElement(node) && (node.matches(ISLAND_SELECTOR) || node.querySelector(ISLAND_SELECTOR) !== null));
  }

  function sync(): Promise<void> {
    if (!running) return Promise.resolve();
    unmountRemoved();
    const candidates = Array.from(root.querySelectorAll(ISLAND_SELECTOR));
    if (isElement(root) && root.matches(ISLAND_SELECTOR)) candidates.unshift(root);
    const batch = collectNew(candidates);
    // At start the browser first gets a turn: the page paints and answers input before any island mounts.
    return batch.length > 0 ? queue.add(batch, { yieldFirst: !started }) : Promise.resolve();
  }

  /**
   * What the observer saw: only the added and removed subtrees are looked at, so 24 cards added to
   * a page of 2400 cost what 24 cost (the whole page is scanned by start and refresh only).
   */
  function syncChanges(records: readonly MutationRecord[]): Promise<void> {
    if (!running) return Promise.resolve();
    const added = new Set<Element>();
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (isElement(node)) for (const element of islandsIn(node)) unmountIfGone(element);
      }
      for (const node of record.addedNodes) {
        if (isElement(node) && root.contains(node)) for (const element of islandsIn(node)) added.add(element);
      }
    }
    const batch = collectNew(added);
    return batch.length > 0 ? queue.add(batch) : Promise.resolve();
  }

  function islandsIn(node: Element): Element[] {
    const found = Array.from(node.querySelectorAll(ISLAND_SELECTOR));
    if (node.matches(ISLAND_SELECTOR)) found.unshift(node);
    return found;
  }

  function unmountIfGone(element: Element): void {
    if (!mounts.has(element) || root.contains(element)) return;
    const reactRoot = mounts.get(element);
    mounts.delete(element);
    attributes.forget(element);
    claimed.delete(element);
    reactRoot?.unmount();
  }

  function unmountRemoved(): void {
    for (const element of Array.from(mounts.keys())) unmountIfGone(element);
  }

  function collectNew(candidates: Iterable<Element>): Pending[] {
    const batch: Pending[] = [];
    for (const element of candidates) {
      if (mounts.has(element) || claimed.has(element) || insideMountedIsland(element)) continue;
      const definition = definitions.get(element.getAttribute(WIDGET_ATTRIBUTE) ?? '');
      if (!definition) {
        unknownNames.check(element);
        continue;
      }
      claimed.add(element);
      mounts.set(element, null);
      batch.push({ element, definition });
    }
    return batch;
  }

  // React owns what is inside a mounted island.
  function insideMountedIsland(element: Element): boolean {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (mounts.get(parent)) return true;
    }
    return false;
  }

  /**
   * The widget's code (its component and props schema: at once for an eager widget, from its chunk
   * for a lazy one) and the texts it paints with: the first-paint ones (bundled for Ukrainian, a
   * small download for Russian), none yet for 'on-demand', or the whole dictionary.
   */
  function loadWidget(definition: AnyWidgetDefinition): Promise<LoadedWidget> {
    const texts = definition.texts === 'on-demand' ? undefined : definition.texts === 'first-paint' ? vitrina.i18n.loadFirstPaint() : vitrina.i18n.load();
    return Promise.all([definition.load(), texts]).then(([widget]) => widget as LoadedWidget);
  }

  /** Loads the code and texts of a slice's widgets; a widget that fails to load is kept as its error. */
  async function loadSlice(slice: readonly Pending[]): Promise<void> {
    await Promise.all(
      Array.from(new Set(slice.map((entry) => entry.definition)), (definition) =>
        widgetsLoaded.has(definition)
          ? undefined
          : loadWidget(definition).then(
              (widget) => widgetsLoaded.set(definition, widget),
              (error: unknown) => widgetsLoaded.set(definition, error instanceof Error ? error : new Error(String(error))),
            ),
      ),
    );
  }

  /** Mounts a slice's islands still on the page in one batch: their roots created and rendered inside one `flushSync`. */
  function mountSlice(slice: readonly Pending[]): void {
    const mountable: Mountable[] = [];
    for (const entry of slice) {
      if (!running || mounts.get(entry.element) !== null || !root.contains(entry.element)) continue;
      const island = prepare(entry, widgetsLoaded.get(entry.definition) as LoadedWidget | Error);
      if (island) mountable.push(island);
    }
    // A widget that failed to load is tried again by the next island that needs it.
    for (const entry of slice) if (widgetsLoaded.get(entry.definition) instanceof Error) widgetsLoaded.delete(entry.definition);
    flushSync(() => {
      for (const island of mountable) mount(island);
    });
  }

  /**
   * Reads the island's props with the schema its widget's code brought, and from then on follows its
   * attributes. Null when there is nothing to render: no widget and no fallback, so the server's HTML stays.
   */
  function prepare({ element, definition }: Pending, loaded: LoadedWidget | Error): Mountable | null {
    const fallback = definition.fallback ?? null;
    if (loaded instanceof Error) {
      console.warn(`Vitrina: ${describeIsland(element)} could not load its widget — ${loaded.message}`);
    } else {
      const read = readIslandProps(element, loaded.props);
      if (read.ok) return { element, fallback, widget: { component: loaded.component, live: attributes.watch(element, loaded.props, read.props) } };
      console.warn(`Vitrina: ${read.reason}`);
    }
    return definition.fallback === undefined ? null : { element, fallback, widget: null };
  }

  function mount({ element, fallback, widget }: Mountable): void {
    const reactRoot = createRoot(element, {
      // The island's error boundary reports what it catches; React need not log it again.
      onCaughtError: () => {},
    });
    const onError = (error: unknown) => console.warn(`Vitrina: ${describeIsland(element)} failed and shows its fallback — ${String(error)}`);
    const render = (component: ComponentType<object>, props: object) =>
      reactRoot.render(createElement(Island, { vitrina, component, props, fallback, onError }));
    if (widget) {
      widget.live.render = (props) => render(widget.component, props);
      widget.live.render(widget.live.props);
    } else render(showFallback, { fallback });
    mounts.set(element, reactRoot);
  }

  return {
    start() {
      if (started) return started;
      running = true;
      observer.start();
      started = sync();
      return started;
    },
    stop() {
      if (!running) return;
      running = false;
      started = undefined;
      observer.stop();
      queue.clear();
      attributes.stop();
      for (const [element, reactRoot] of mounts) {
        claimed.delete(element);
        reactRoot?.unmount();
      }
      mounts.clear();
    },
    refresh: sync,
    get size() {
      let count = 0;
      for (const reactRoot of mounts.values()) if (reactRoot) count += 1;
      return count;
    },
  };
}

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && (node as Node).nodeType === 1;
}
