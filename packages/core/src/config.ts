import * as z from 'zod/mini';
import { checkApiBase } from './api-base';
import { describeConfigIssue } from './config-issues';
import { ConfigError } from './errors';
import type { VitrinaError } from './errors';
import { DEFAULT_LANG, LANG_CODES } from './i18n/languages';
import type { KeyValueStore } from './storage/types';

const baseUrl = z.string().check(z.minLength(1));
const pageUrl = z.string().check(z.minLength(1));
const name = z.string().check(z.minLength(1));

/** The plain-data part of the configuration; validated so a typo fails loudly at start. */
export const configDataSchema = z.object({
  api: z.object({
    profile: baseUrl,
    shop: baseUrl,
    /** Defaults to the shop API's base. */
    cart: z.optional(baseUrl),
  }),
  /** Basic auth for the shop API, in the environments that use it. */
  shopBasicAuth: z.optional(z.object({ username: z.string(), password: z.string() })),
  cookieDomain: z.optional(z.string()),
  cookieNames: z.optional(
    z.object({ user: z.optional(name), token: z.optional(name), cart: z.optional(name) }),
  ),
  lang: z._default(z.enum(LANG_CODES), DEFAULT_LANG),
  /** The cart, favourites and compare pages differ per environment (docs/pages.md). */
  pages: z._default(
    z.object({ cart: pageUrl, favorites: pageUrl, compare: pageUrl }),
    { cart: '/cart', favorites: '/favorites', compare: '/compare' },
  ),
  timeoutMs: z._default(z.number().check(z.positive()), 10_000),
  retryLimit: z._default(z.int().check(z.nonnegative(), z.lte(5)), 2),
});

export interface AnalyticsEvent {
  readonly name: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export interface VitrinaConfig extends z.input<typeof configDataSchema> {
  /** Receives GA4-style events; the default pushes them to `window.dataLayer` when it exists. */
  analytics?: AnalyticsSink;
  /** Sees every error the SDK handles, including those the shopper is not shown (docs/errors.md). */
  onError?: (error: VitrinaError) => void;
  /** Where to keep local data; defaults to localStorage with an in-memory fallback. */
  storage?: KeyValueStore;
  /** The document whose cookies hold the user and the token; defaults to the global one. */
  cookieDocument?: { cookie: string };
  /** The fetch to use for the API; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

export type ResolvedConfig = z.output<typeof configDataSchema> &
  Pick<VitrinaConfig, 'storage' | 'cookieDocument' | 'fetch'> & {
    analytics: AnalyticsSink;
    onError: (error: VitrinaError) => void;
  };

export function resolveConfig(config: VitrinaConfig): ResolvedConfig {
  const parsed = configDataSchema.safeParse(config);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => describeConfigIssue(issue, config));
    throw new ConfigError(`Invalid Vitrina config — ${details.join('; ')}`);
  }
  for (const hook of ['analytics', 'onError', 'fetch'] as const) {
    if (config[hook] !== undefined && typeof config[hook] !== 'function') {
      throw new ConfigError(`Invalid Vitrina config — ${hook}: expected a function`);
    }
  }
  const { api } = parsed.data;
  checkApiBase('api.profile', api.profile);
  checkApiBase('api.shop', api.shop);
  if (api.cart !== undefined) checkApiBase('api.cart', api.cart);
  return {
    ...parsed.data,
    storage: config.storage,
    cookieDocument: config.cookieDocument,
    fetch: config.fetch,
    analytics: config.analytics ?? pushToDataLayer,
    onError: config.onError ?? (() => {}),
  };
}

/** The default analytics sink: pushes each event to `window.dataLayer` (GA4's ecommerce shape) when the page has one. */
export function pushToDataLayer(event: AnalyticsEvent): void {
  const dataLayer = (globalThis as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(dataLayer)) {
    dataLayer.push({ ecommerce: null });
    dataLayer.push({ event: event.name, ecommerce: event.params });
  }
}
