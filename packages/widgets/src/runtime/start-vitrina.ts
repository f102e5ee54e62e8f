import { createVitrina, type Vitrina, type VitrinaConfig } from '@vitrina/core';
import type { AnyWidgetDefinition } from './define-widget';
import { hydrateSnapshot as hydrateFromPage } from './hydrate-snapshot';
import { createIslandRuntime, type IslandRuntime } from './island-runtime';
import type { PageBehaviour } from './page-behaviour';
import { readPageConfig, type PageConfig, type PageSnapshot } from './page-config';

export interface StartVitrinaOptions {
  readonly document: Document;
  readonly widgets: readonly AnyWidgetDefinition[];
  /** What else runs on the page, after the islands start (the script build: allPageBehaviours); none by default. */
  readonly behaviours?: readonly PageBehaviour[];
  /**
   * Seeds the SDK's state from the server's snapshot before the session check and the islands, so
   * they render the server's view at once. By default the owning services' `hydrate` methods.
   */
  readonly hydrateSnapshot?: (vitrina: Vitrina, snapshot: PageSnapshot) => void;
  /** SDK options the page config does not carry (storage, fetch, onError, analytics). */
  readonly sdk?: Omit<VitrinaConfig, 'api' | 'lang' | 'pages' | 'cookieNames'>;
}

export interface StartedVitrina {
  readonly vitrina: Vitrina;
  readonly config: PageConfig;
  readonly runtime: IslandRuntime;
  /** Resolves once the islands present at start are mounted. */
  readonly ready: Promise<void>;
  /** Unmounts the islands and stops the SDK's background work. */
  stop(): void;
}

/** The widgets bundle's entry: the page config, one SDK instance, the restored session, the islands, the page's behaviours. */
export function startVitrina({ document, widgets, behaviours = [], hydrateSnapshot = hydrateFromPage, sdk }: StartVitrinaOptions): StartedVitrina {
  const config = readPageConfig(document);
  const vitrina = createVitrina({
    cookieDocument: document,
    ...sdk,
    api: { ...config.api },
    lang: config.lang,
    pages: { ...config.pages },
    // The guest cart's cookie is the one the page's server reads (the config's cartCookie).
    cookieNames: { ...config.cookieNames, cart: config.cartCookie },
  });
  hydrateSnapshot(vitrina, config.snapshot);
  // Reported through the SDK's onError, never thrown; the islands need not wait for it.
  vitrina.services.auth.restore().catch(() => undefined);
  const runtime = createIslandRuntime({ root: document, vitrina, widgets });
  const ready = runtime.start();
  const running = behaviours.map((behaviour) => behaviour({ document, vitrina }));
  return {
    vitrina,
    config,
    runtime,
    ready,
    stop() {
      for (const behaviour of running) behaviour.stop();
      runtime.stop();
      vitrina.destroy();
    },
  };
}
