import { PAGE_CONFIG_SCRIPT_ID } from './island-attributes';

export type PageLang = 'uk' | 'ru';

/** What the server already knows of the shopper, so islands render right before any request. */
export interface PageSnapshot {
  readonly loggedIn: boolean;
  readonly firstName: string | null;
  readonly corporate: boolean;
  readonly canSeeDistributors: boolean;
  readonly handedness: 'left' | 'right' | null;
  readonly bonuses: number | null;
  readonly cartId: string | null;
  readonly cartCount: number;
  readonly cartIds: readonly number[];
  readonly favorites: readonly number[];
  readonly compares: readonly number[];
}

/** The page config of the shop's contract (`pageConfigSchema` in the example shop). */
export interface PageConfig {
  readonly api: { readonly profile: string; readonly shop: string };
  readonly lang: PageLang;
  readonly pages: { readonly cart: string; readonly favorites: string; readonly compare: string };
  readonly cookieNames: { readonly user: string; readonly token: string };
  readonly cartCookie: string;
  /** Which screen this is (`main`, `category`, `product`, …); null when the config does not say. */
  readonly page: string | null;
  readonly snapshot: PageSnapshot;
}

export const defaultPageConfig: PageConfig = Object.freeze({
  api: Object.freeze({ profile: '/api/profile/', shop: '/api/shop/' }),
  lang: 'uk',
  pages: Object.freeze({ cart: '/cart', favorites: '/favorites', compare: '/compare' }),
  cookieNames: Object.freeze({ user: 'user', token: 'token' }),
  cartCookie: 'cart_id',
  page: null,
  snapshot: Object.freeze({
    loggedIn: false,
    firstName: null,
    corporate: false,
    canSeeDistributors: false,
    handedness: null,
    bonuses: null,
    cartId: null,
    cartCount: 0,
    cartIds: Object.freeze([]),
    favorites: Object.freeze([]),
    compares: Object.freeze([]),
  }),
});

/**
 * Reads `<script type="application/json" id="vitrina-config">` with JSON.parse — data only, never
 * evaluated. A missing or garbled config, or a field of the wrong type, gives one console warning
 * and the default for what could not be read; it never throws.
 */
export function readPageConfig(document: Document): PageConfig {
  const script = document.getElementById(PAGE_CONFIG_SCRIPT_ID);
  if (!script || script.tagName !== 'SCRIPT' || script.getAttribute('type') !== 'application/json') {
    console.warn(`Vitrina: no <script type="application/json" id="${PAGE_CONFIG_SCRIPT_ID}"> on the page; using the defaults.`);
    return defaultPageConfig;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent ?? '');
  } catch (error) {
    console.warn(`Vitrina: the page config #${PAGE_CONFIG_SCRIPT_ID} is not valid JSON (${String(error)}); using the defaults.`);
    return defaultPageConfig;
  }
  const problems: string[] = [];
  const config = parsePageConfig(raw, problems);
  if (problems.length > 0) {
    console.warn(`Vitrina: the page config #${PAGE_CONFIG_SCRIPT_ID} has invalid fields, defaults used for them — ${problems.join('; ')}`);
  }
  return config;
}

/** Validates a parsed config field by field; every field it could not use is named in `problems`. */
export function parsePageConfig(raw: unknown, problems: string[] = []): PageConfig {
  const root = record(raw, '(root)', problems);
  const d = defaultPageConfig;
  const api = record(field(root, 'api'), 'api', problems);
  const pages = record(field(root, 'pages'), 'pages', problems);
  const cookieNames = record(field(root, 'cookieNames'), 'cookieNames', problems);
  const snapshot = record(field(root, 'snapshot'), 'snapshot', problems);
  const s = d.snapshot;
  const read = <T>(from: Record<string, unknown> | undefined, path: string, key: string, check: Check<T>, fallback: T): T =>
    value(from, path, key, check, fallback, problems);

  return {
    api: { profile: read(api, 'api', 'profile', url, d.api.profile), shop: read(api, 'api', 'shop', url, d.api.shop) },
    lang: read(root, '', 'lang', oneOf(['uk', 'ru'] as const), d.lang),
    pages: {
      cart: read(pages, 'pages', 'cart', url, d.pages.cart),
      favorites: read(pages, 'pages', 'favorites', url, d.pages.favorites),
      compare: read(pages, 'pages', 'compare', url, d.pages.compare),
    },
    cookieNames: {
      user: read(cookieNames, 'cookieNames', 'user', name, d.cookieNames.user),
      token: read(cookieNames, 'cookieNames', 'token', name, d.cookieNames.token),
    },
    cartCookie: read(root, '', 'cartCookie', name, d.cartCookie),
    page: read(root, '', 'page', nullable(name), d.page),
    snapshot: {
      loggedIn: read(snapshot, 'snapshot', 'loggedIn', boolean, s.loggedIn),
      firstName: read(snapshot, 'snapshot', 'firstName', nullable(string), s.firstName),
      corporate: read(snapshot, 'snapshot', 'corporate', boolean, s.corporate),
      canSeeDistributors: read(snapshot, 'snapshot', 'canSeeDistributors', boolean, s.canSeeDistributors),
      handedness: read(snapshot, 'snapshot', 'handedness', nullable(oneOf(['left', 'right'] as const)), s.handedness),
      bonuses: read(snapshot, 'snapshot', 'bonuses', nullable(count), s.bonuses),
      cartId: read(snapshot, 'snapshot', 'cartId', nullable(name), s.cartId),
      cartCount: read(snapshot, 'snapshot', 'cartCount', count, s.cartCount),
      cartIds: read(snapshot, 'snapshot', 'cartIds', ids, s.cartIds),
      favorites: read(snapshot, 'snapshot', 'favorites', ids, s.favorites),
      compares: read(snapshot, 'snapshot', 'compares', ids, s.compares),
    },
  };
}

/** A check answers the valid value, or undefined. */
type Check<T> = (input: unknown) => T | undefined;

const string: Check<string> = (input) => (typeof input === 'string' ? input : undefined);
const name: Check<string> = (input) => (typeof input === 'string' && input.length > 0 ? input : undefined);
/** A same-site path (`/api/shop/`) or an http(s) URL; anything else (`javascript:`) is refused. */
const url: Check<string> = (input) =>
  typeof input === 'string' && (/^\/(?!\/)/.test(input) || /^https?:\/\/[^\s]+$/i.test(input)) ? input : undefined;
const boolean: Check<boolean> = (input) => (typeof input === 'boolean' ? input : undefined);
const count: Check<number> = (input) => (Number.isSafeInteger(input) && (input as number) >= 0 ? (input as number) : undefined);
const ids: Check<readonly number[]> = (input) =>
  Array.isArray(input) && input.every((id) => Number.isSafeInteger(id) && id > 0) ? Object.freeze([...(input as number[])]) : undefined;
const oneOf =
  <const T extends string>(options: readonly T[]): Check<T> =>
  (input) =>
    options.find((option) => option === input);
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (input) =>
    input === null ? null : check(input);

function record(input: unknown, path: string, problems: string[]): Record<string, unknown> | undefined {
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) return input as Record<string, unknown>;
  problems.push(`${path}: expected an object`);
  return undefined;
}

/** Own properties only: a `__proto__` key in the JSON stays a plain, ignored key. */
function field(from: Record<string, unknown> | undefined, key: string): unknown {
  return from && Object.hasOwn(from, key) ? from[key] : undefined;
}

function value<T>(
  from: Record<string, unknown> | undefined,
  path: string,
  key: string,
  check: Check<T>,
  fallback: T,
  problems: string[],
): T {
  if (!from) return fallback;
  const checked = check(field(from, key));
  if (checked !== undefined) return checked;
  problems.push(`${path ? `${path}.` : ''}${key}: invalid or missing`);
  return fallback;
}
