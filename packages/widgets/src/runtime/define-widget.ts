import type { ComponentType, ReactNode } from 'react';
import { lazyModule } from './lazy-module';
import type { PropsSchema } from './props-schema';

interface WidgetFields<P extends object> {
  /** The `data-widget` value this widget mounts on. */
  readonly name: string;
  /** Reads P from the island's data attributes (camelCased, as strings) and embedded JSON. */
  readonly props: PropsSchema<P>;
  /** Shown when the props are invalid or the component fails; without it the server's HTML stays. */
  readonly fallback?: ReactNode;
  /**
   * Which texts the widget needs before it renders: 'all' (the default) waits for i18next and the
   * whole dictionary; 'first-paint' renders at once with the header, bottom-bar and product-card
   * texts, so a page of product cards never downloads the rest; 'on-demand' renders at once and
   * loads the whole dictionary itself before it shows any text (the notifier, the modal host).
   */
  readonly texts?: 'first-paint' | 'on-demand' | 'all';
}

/**
 * A widget as it is written: its component given eagerly (`component`, compiled into the script
 * build's entry: for the islands on every page, which would otherwise each cost a request and the
 * chunk's overhead) or imported on first use (`load`, a chunk of its own: for the rarer islands).
 */
export type WidgetSpec<P extends object> = WidgetFields<P> &
  (
    | { readonly component: ComponentType<P>; readonly load?: never }
    | { readonly load: () => Promise<ComponentType<P>>; readonly component?: never }
  );

export interface WidgetDefinition<P extends object = object> extends WidgetFields<P> {
  /** The component: at once for an eager widget, else imported on first use, once however many islands there are. */
  readonly load: () => Promise<ComponentType<P>>;
}

/** A widget definition whose `load` runs at most once (a failed load is retried on the next island). */
export function defineWidget<P extends object>(spec: WidgetSpec<P>): WidgetDefinition<P> {
  const { component: _component, load: _load, ...fields } = spec;
  return Object.freeze({ ...fields, load: loaderOf(spec) });
}

function loaderOf<P extends object>(spec: WidgetSpec<P>): () => Promise<ComponentType<P>> {
  if (spec.load) return lazyModule(spec.load).load;
  const { component } = spec;
  return () => Promise.resolve(component);
}

/** A definition with its props type erased, as the runtime holds them in one list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;
