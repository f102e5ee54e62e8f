import type { AnalyticsEvent, Vitrina } from '@vitrina/core';
import type { HostRoot } from '../contract/host-api';
import type { AnyWidgetDefinition } from '../runtime/define-widget';
import { watchCart } from './cart-watch';
import { createExtraRoots } from './extra-roots';
import { emitHostEvent, frozenCopy } from './host-event';
import { watchList } from './list-watch';
import { watchModal } from './modal-watch';
import { watchSession } from './session-watch';

/** The SDK the script's entry started, as the handle hands it over. */
export interface StartedSdk {
  readonly vitrina: Vitrina;
  /** Resolves once the islands present at start are mounted. */
  readonly ready: Promise<void>;
  readonly widgets: readonly AnyWidgetDefinition[];
}

/** What `window.Vitrina` gets once the SDK runs. */
export interface HostConnection {
  /** Resolves, after `vitrina:ready`, once the islands present at start are mounted. */
  readonly ready: Promise<void>;
  /** `vitrina:analytics` for an event the SDK sent. */
  analytics(event: AnalyticsEvent): void;
  mount(root: HostRoot): Promise<void>;
  unmount(root: HostRoot): void;
}

/**
 * The part of the host page's handle that waits for the SDK, a chunk of its own: the DOM events,
 * derived from the SDK's state signals (so another tab's changes, which reach this tab's state, are
 * told too), and `mount` / `unmount`.
 */
export function connectHost(document: Document, { vitrina, ready, widgets }: StartedSdk, version: string): HostConnection {
  watchCart(document, vitrina);
  watchList(document, vitrina.state.favorites, 'favorites');
  watchList(document, vitrina.state.compares, 'compares');
  watchSession(document, vitrina);
  watchModal(document, vitrina);
  return {
    ready: ready.then(() => emitHostEvent(document, 'ready', { version })),
    analytics({ name, params }) {
      // Copied now, told after the SDK's own work: a page's listener never runs inside it.
      const detail = frozenCopy({ name, params });
      queueMicrotask(() => emitHostEvent(document, 'analytics', detail));
    },
    ...createExtraRoots(vitrina, widgets),
  };
}
