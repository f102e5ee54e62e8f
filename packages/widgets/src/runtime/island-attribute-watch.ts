import { WIDGET_ATTRIBUTE } from '../contract/island-attributes';
import type { PropsSchema } from './props-schema';
import { readIslandProps } from './read-island-props';

/** A mounted island's props as last read, and how to render it again with new ones. */
export interface LiveIsland {
  /** Its widget's props schema, which the attributes are read with again on every change. */
  readonly schema: PropsSchema<object>;
  props: object;
  /** Set once the island's root renders its widget. */
  render: ((props: object) => void) | null;
  /** The reason the attributes were last found invalid, so the same problem is reported once. */
  invalid: string | null;
}

export interface AttributeWatch {
  /** Follows the island's data attributes from now on, until stop; one `observe` call, nothing else. */
  watch(element: Element, schema: PropsSchema<object>, props: object): LiveIsland;
  /** An unmounted island: its attributes no longer render anything. */
  forget(element: Element): void;
  stop(): void;
}

/**
 * Islands follow their data attributes, as Stimulus values do: a changed `data-*` attribute is read
 * and validated again and the widget renders with the new props. An invalid change keeps the last
 * valid props, with one warning naming the element. Attributes that leave the props as they were
 * (a widget writing on its own host, an attribute no schema reads) render nothing, so a widget that
 * writes its host's attributes does not loop. One observer watches the islands' own attributes, not
 * the page.
 */
export function createAttributeWatch(): AttributeWatch {
  let live = new WeakMap<Element, LiveIsland>();
  let observer: MutationObserver | undefined;

  function follow(element: Element): void {
    const island = live.get(element);
    if (!island) return;
    const read = readIslandProps(element, island.schema);
    if (!read.ok) {
      if (island.invalid !== read.reason) console.warn(`Vitrina: ${read.reason}; kept as it was.`);
      island.invalid = read.reason;
      return;
    }
    island.invalid = null;
    if (sameProps(island.props, read.props)) return;
    island.props = read.props;
    island.render?.(read.props);
  }

  function onRecords(records: readonly MutationRecord[]): void {
    const changed = new Set<Element>();
    for (const { attributeName, target } of records) {
      if (attributeName?.startsWith('data-') && attributeName !== WIDGET_ATTRIBUTE) changed.add(target as Element);
    }
    for (const element of changed) follow(element);
  }

  return {
    watch(element, schema, props) {
      const island: LiveIsland = { schema, props, render: null, invalid: null };
      live.set(element, island);
      observer ??= new MutationObserver(onRecords);
      observer.observe(element, { attributes: true });
      return island;
    },
    forget(element) {
      live.delete(element);
    },
    stop() {
      observer?.disconnect();
      observer = undefined;
      live = new WeakMap();
    },
  };
}

/** Props as read from attributes are JSON data: scalars, and arrays of them (a list of ids). */
const sameProps = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);
