import * as z from 'zod/mini';
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
 * Reads `<script type="application/json" id="vitrina-config">` with JSON.parse and a zod schema —
 * data only, never evaluated. A missing or garbled config, or a field of the wrong type, gives one
 * console warning and the default for what could not be read; it never throws.
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
  // Zod probes `new Function` otherwise, which strict-CSP pages forbid; this runs before createVitrina.
  z.config({ jitless: true });
  return pageConfigSchema(problems).parse(raw);
}

/** A same-site path (`/api/shop/`) or an http(s) URL; anything else (`javascript:`) is refused. */
const isSafeUrl = (input: string): boolean => /^\/(?!\/)/.test(input) || /^https?:\/\/[^\s]+$/i.test(input);

const name = z.string().check(z.minLength(1));
const url = z.string().check(z.refine(isSafeUrl));
const count = z.int().check(z.nonnegative());
const ids = z.readonly(z.array(z.int().check(z.positive())));

/**
 * The config's schema, each field with its own fallback: a field it cannot use takes its default
 * and is named in `problems`, an object it cannot use takes the default object. z.object builds new
 * objects from the shape's keys only, so a `__proto__` key in the JSON reaches nothing.
 */
function pageConfigSchema(problems: string[]) {
  const d = defaultPageConfig;
  const s = d.snapshot;
  const field = <T extends z.ZodMiniType>(path: string, schema: T, fallback: z.output<T>) =>
    z.catch(schema, () => {
      problems.push(`${path}: invalid or missing`);
      return fallback;
    });
  const object = <T extends z.ZodMiniType>(path: string, schema: T, fallback: z.output<T>) =>
    z.catch(schema, () => {
      problems.push(`${path}: expected an object`);
      return fallback;
    });

  return object(
    '(root)',
    z.object({
      api: object('api', z.object({ profile: field('api.profile', url, d.api.profile), shop: field('api.shop', url, d.api.shop) }), d.api),
      lang: field('lang', z.enum(['uk', 'ru']), d.lang),
      pages: object(
        'pages',
        z.object({
          cart: field('pages.cart', url, d.pages.cart),
          favorites: field('pages.favorites', url, d.pages.favorites),
          compare: field('pages.compare', url, d.pages.compare),
        }),
        d.pages,
      ),
      cookieNames: object(
        'cookieNames',
        z.object({ user: field('cookieNames.user', name, d.cookieNames.user), token: field('cookieNames.token', name, d.cookieNames.token) }),
        d.cookieNames,
      ),
      cartCookie: field('cartCookie', name, d.cartCookie),
      page: field('page', z.nullable(name), d.page),
      snapshot: object(
        'snapshot',
        z.object({
          loggedIn: field('snapshot.loggedIn', z.boolean(), s.loggedIn),
          firstName: field('snapshot.firstName', z.nullable(z.string()), s.firstName),
          corporate: field('snapshot.corporate', z.boolean(), s.corporate),
          canSeeDistributors: field('snapshot.canSeeDistributors', z.boolean(), s.canSeeDistributors),
          handedness: field('snapshot.handedness', z.nullable(z.enum(['left', 'right'])), s.handedness),
          bonuses: field('snapshot.bonuses', z.nullable(count), s.bonuses),
          cartId: field('snapshot.cartId', z.nullable(name), s.cartId),
          cartCount: field('snapshot.cartCount', count, s.cartCount),
          cartIds: field('snapshot.cartIds', ids, s.cartIds),
          favorites: field('snapshot.favorites', ids, s.favorites),
          compares: field('snapshot.compares', ids, s.compares),
        }),
        s,
      ),
    }),
    d,
  );
}
