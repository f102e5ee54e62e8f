import type { ComponentType, ReactNode } from 'react';
import type { PropsSchema } from './props-schema';

export interface WidgetDefinition<P extends object = object> {
  /** The `data-widget` value this widget mounts on. */
  readonly name: string;
  /** Loads the component on first use; called once, however many islands there are. */
  readonly load: () => Promise<ComponentType<P>>;
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

/** A widget definition whose `load` runs at most once (a failed load is retried on the next island). */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => {
    loading ??= definition.load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.freeze({ ...definition, load });
}

/** A definition with its props type erased, as the runtime holds them in one list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;
