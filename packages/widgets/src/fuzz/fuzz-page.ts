import { createMemoryCookieDocument, createMemoryStore, type AnalyticsEvent } from '@vitrina/core';
import { allPageBehaviours, allWidgets } from '../islands/all-widgets';
import { compareNavigation } from '../islands/compare-table/compare-navigation';
import { favoritesNavigation } from '../islands/favorites-list/favorites-navigation';
import { listingNavigation } from '../islands/product-list/listing-navigation';
import { navigation } from '../runtime/navigation';
import { startVitrina, type StartedVitrina } from '../runtime/start-vitrina';
import { element, productActionsAttributes } from '../testing/island-test-kit';
import { pageConfigScript, samplePageConfig } from '../testing/sample-page-config';
import { fakeShopApi, type Answerer, type FakeShopApi } from './fake-shop-api';
import { CANARY } from './hostile-values';

/** The healthy cards' products: no generated id is ever one of them. */
export const HEALTHY_IDS = [900_001, 900_002] as const;

export const healthyConfigText = JSON.stringify(samplePageConfig());

export interface FuzzPageOptions {
  /** The page config's text; a guest on a category page by default. */
  readonly configText?: string;
  /** What the case puts on the page, between the healthy cards. */
  readonly nodes?: readonly Node[];
  /** Answers the case makes hostile; the fake shop answers the rest. */
  readonly answer?: Answerer;
  /** The cookies the SDK starts with (a `token` for a signed-in shopper). */
  readonly cookies?: Readonly<Record<string, string>>;
  /** Put on the page after the cards (outside their list): a dialog host, an opener, a page's island. */
  readonly after?: readonly Node[];
}

export interface FuzzPage {
  readonly started: StartedVitrina;
  readonly api: FakeShopApi;
  readonly cards: readonly HTMLElement[];
  readonly cartLink: HTMLElement;
  /** Every console.warn of the page since it opened, as text. */
  readonly warnings: string[];
  readonly events: AnalyticsEvent[];
  /** What the SDK reported through its onError. */
  readonly errors: unknown[];
  /** The elements the case put on the page itself (the config script, its nodes and what they hold). */
  readonly placed: ReadonlySet<Element>;
  close(): void;
}

/** What the page under test records for every case: errors nobody caught, console errors, navigations. */
export const recorded = { uncaught: [] as unknown[], consoleErrors: [] as string[], warnings: [] as string[], navigations: [] as string[], alerts: 0 };

let installed = false;

/**
 * Once per file: counts alerts, records uncaught errors and unhandled rejections, console.warn and
 * console.error, and keeps every navigation on the page (a widget sending the shopper away would
 * end the test run). Each page's SDK is a lone tab: without BroadcastChannel, the SDKs of this
 * file's earlier pages and of the other files' pages cannot tell it of their cart changes.
 */
export function installRecorders(): void {
  if (installed) return;
  installed = true;
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  window.alert = () => {
    recorded.alerts += 1;
  };
  window.addEventListener('error', (event) => recorded.uncaught.push(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => recorded.uncaught.push(event.reason));
  console.warn = (...parts: unknown[]) => void recorded.warnings.push(parts.map(String).join(' '));
  console.error = (...parts: unknown[]) => void recorded.consoleErrors.push(parts.map(String).join(' '));
  for (const target of [navigation, compareNavigation, favoritesNavigation, listingNavigation] as { [method: string]: unknown }[]) {
    for (const method of Object.keys(target)) target[method] = (url: string) => void recorded.navigations.push(url);
  }
}

/** A product card as the shop renders it: its analytics and its product-actions island. */
export function healthyCard(productId: number, analyticsItem?: string): HTMLElement {
  const item = analyticsItem ?? JSON.stringify({ id: productId, title: 'Телефон', brand: 'Vitrina', price: 1000, price_with_discount: 900, analytics_categories: { item_category: 'Телефони', item_category2: null }, index: 0 });
  return element('article', { 'data-analytics-item': item }, element('div', productActionsAttributes(productId)));
}

/**
 * Opens one fuzzed page through the script build's start (startVitrina with every widget and page
 * behaviour): the config, the cart link, a healthy card, the case's nodes, another healthy card.
 */
export async function openFuzzPage({ configText = healthyConfigText, nodes = [], answer, cookies = {}, after = [] }: FuzzPageOptions = {}): Promise<FuzzPage> {
  installRecorders();
  recorded.uncaught.length = recorded.consoleErrors.length = recorded.warnings.length = recorded.navigations.length = 0;
  recorded.alerts = 0;
  delete (window as unknown as Record<string, unknown>)[CANARY];
  const api = fakeShopApi(answer);
  const events: AnalyticsEvent[] = [];
  const errors: unknown[] = [];
  const cartLink = element('a', { href: '/cart', 'data-widget': 'cart-link', 'data-count': '0', hidden: '' });
  const cards = HEALTHY_IDS.map((id) => healthyCard(id));
  const list = element('section', { 'data-analytics-list': JSON.stringify({ name: 'Fuzz' }) }, cards[0]!, ...nodes, cards[1]!);
  const config = pageConfigScript(configText);
  const placed = new Set<Element>([config]);
  for (const node of [...nodes, ...after]) if (node instanceof Element) for (const inside of [node, ...node.querySelectorAll('*')]) placed.add(inside);
  document.body.replaceChildren(config, cartLink, list, ...after);
  const started = startVitrina({
    document,
    widgets: allWidgets,
    behaviours: allPageBehaviours,
    sdk: {
      fetch: api.fetch,
      storage: createMemoryStore(),
      cookieDocument: createMemoryCookieDocument(cookies),
      retryLimit: 0,
      // Short, for the stalled answers of the API fuzz; long enough for a healthy answer on a loaded machine.
      timeoutMs: 600,
      analytics: (event) => void events.push(event),
      onError: (error) => void errors.push(error),
    },
  });
  await started.ready;
  return {
    started,
    api,
    cards,
    cartLink,
    warnings: recorded.warnings,
    events,
    errors,
    placed,
    close() {
      started.stop();
      document.body.replaceChildren();
    },
  };
}
