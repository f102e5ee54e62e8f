import type { ComponentType, ReactNode } from 'react';
import { lazyModule } from './lazy-module';
import type { PropsSchema } from './props-schema';

interface WidgetFields {
  /** The `data-widget` value this widget mounts on. */
  readonly name: string;
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
 * A widget's code: its component, and the schema that reads P from the island's data attributes
 * (camelCased, as strings) and embedded JSON. A lazy widget's chunk exports these two names.
 */
export interface WidgetModule<P extends object> {
  readonly component: ComponentType<P>;
  readonly props: PropsSchema<P>;
}

/**
 * A widget as it is written: its component and props schema given eagerly (compiled into the script
 * build's entry: for the islands on every page, which would otherwise each cost a request and the
 * chunk's overhead), or both imported on first use (`load`, a chunk of its own: for the rarer
 * islands, so the entry carries nothing of theirs but the name, the loader, the texts mode and the
 * fallback).
 */
export type WidgetSpec<P extends object> = WidgetFields &
  (
    | (WidgetModule<P> & { readonly load?: never })
    | { readonly load: () => Promise<WidgetModule<P>>; readonly component?: never; readonly props?: never }
  );

export interface WidgetDefinition<P extends object = object> extends WidgetFields {
  /**
   * The component and its props schema: at once for an eager widget, else imported on first use,
   * once however many islands there are.
   */
  readonly load: () => Promise<WidgetModule<P>>;
}

/** A widget definition whose import runs at most once (a failed one is retried on the next island). */
export function defineWidget<P extends object>(spec: WidgetSpec<P>): WidgetDefinition<P> {
  const { component, props, load, ...fields } = spec;
  const module = { component, props } as WidgetModule<P>;
  return Object.freeze({ ...fields, load: load ? lazyModule(load).load : () => Promise.resolve(module) });
}

/** A definition with its props type erased, as the runtime holds them in one list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;
