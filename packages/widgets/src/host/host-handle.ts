import { pushToDataLayer, type AnalyticsSink, type Vitrina } from '@vitrina/core';
import type { HostRoot, VitrinaHandle } from '../contract/host-api';
import type { HostConnection, StartedSdk } from './host-connection';

/** What the script's entry tells the handle: the SDK's analytics sink, then how the start went. */
export interface HostStart {
  /** The SDK's analytics sink: the default one (`window.dataLayer`), then `vitrina:analytics`. */
  readonly analytics: AnalyticsSink;
  started(sdk: StartedSdk): void;
  /** The widgets could not start: `ready` and every waiting call reject with `error`. */
  failed(error: unknown): void;
}

const SERVICE_NAMES = ['cart', 'favorites', 'compares', 'auth', 'ui'] as const;
const WARNED = Symbol.for('vitrina.second-copy');

type HostWindow = Window & { Vitrina?: VitrinaHandle & { [WARNED]?: true } };
type AnyService = Record<string, (...args: unknown[]) => unknown>;

/**
 * Defines `window.Vitrina` while the script is evaluated, before the SDK starts (a task later, or
 * later still): a call made meanwhile waits for the start, never lost. The events and `mount` come
 * with a chunk loaded once the SDK runs. Null when another copy of the script defined the handle
 * first: this copy must start nothing (it warns, once per page).
 */
export function claimHostHandle(win: HostWindow, version: string, load = () => import('./host-connection')): HostStart | null {
  const existing = win.Vitrina;
  if (existing) {
    if (!existing[WARNED]) console.warn('Vitrina: the widgets script is on the page twice; the second copy starts nothing.');
    existing[WARNED] = true;
    return null;
  }
  let vitrina: Vitrina | undefined;
  let started!: (sdk: StartedSdk) => void;
  let failed!: (error: unknown) => void;
  const sdk = new Promise<StartedSdk>((resolve, reject) => ((started = resolve), (failed = reject)));
  const connected: Promise<HostConnection> = sdk.then(async (running) => (await load()).connectHost(win.document, running, version));
  const ready = connected.then((host) => host.ready);
  // A page that never asks is not told of a failed start (the entry reports it once).
  ready.catch(() => undefined);
  // Until the SDK runs, a service is a stand-in: any method called on it waits for the start.
  const standIn = (name: (typeof SERVICE_NAMES)[number]) =>
    new Proxy(
      {},
      {
        get: (_, key) =>
          typeof key === 'string' && key !== 'then'
            ? (...args: unknown[]) => sdk.then((running) => (running.vitrina.services[name] as unknown as AnyService)[key]!(...args))
            : undefined,
      },
    );
  const handle = {
    version,
    ready,
    mount: (root: HostRoot) => connected.then((host) => host.mount(root)),
    unmount: (root: HostRoot) => connected.then((host) => host.unmount(root)),
  };
  for (const name of SERVICE_NAMES) Object.defineProperty(handle, name, { enumerable: true, get: () => vitrina?.services[name] ?? standIn(name) });
  win.Vitrina = handle as VitrinaHandle;
  return {
    analytics(event) {
      pushToDataLayer(event);
      connected.then((host) => host.analytics(event), () => undefined);
    },
    started(running) {
      vitrina = running.vitrina;
      started(running);
    },
    failed,
  };
}
