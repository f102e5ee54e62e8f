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
  return readPageConfigFields(raw, '', problems);
}

/** A same-site path (`/api/shop/`) or an http(s) URL; anything else (`javascript:`) is refused. */
const isSafeUrl = (input: string): boolean => /^\/(?!\/)/.test(input) || /^https?:\/\/[^\s]+$/i.test(input);

const name = z.string().check(z.minLength(1));
const url = z.string().check(z.refine(isSafeUrl));
const count = z.int().check(z.nonnegative());
const idList = z.array(z.int().check(z.positive()));

/** Reads one part of the config; what it cannot use is named in `problems` and replaced by its default. */
type Reader<T> = (value: unknown, path: string, problems: string[]) => T;

function field<T>(schema: z.ZodMiniType<T>, fallback: T): Reader<T> {
  return (value, path, problems) => {
    const result = z.safeParse(schema, value);
    if (result.success) return result.data;
    problems.push(`${path}: invalid or missing`);
    return fallback;
  };
}

function ids(fallback: readonly number[]): Reader<readonly number[]> {
  const read = field(idList, fallback);
  return (value, path, problems) => Object.freeze(read(value, path, problems));
}

/**
 * An object of known fields, each read on its own. Only the fields' own keys are read into a new
 * object, so unknown keys are dropped and a `__proto__` key in the JSON reaches nothing.
 */
function object<T extends object>(fields: { readonly [K in keyof T]: Reader<T[K]> }, fallback: T): Reader<T> {
  return (value, path, problems) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${path || '(root)'}: expected an object`);
      return fallback;
    }
    const read = {} as { -readonly [K in keyof T]: T[K] };
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const own = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
      read[key] = fields[key](own, path ? `${path}.${key}` : key, problems);
    }
    return read;
  };
}

const d = defaultPageConfig;
const s = d.snapshot;

const readPageConfigFields: Reader<PageConfig> = object<PageConfig>(
  {
    api: object({ profile: field(url, d.api.profile), shop: field(url, d.api.shop) }, d.api),
    lang: field(z.enum(['uk', 'ru']), d.lang),
    pages: object({ cart: field(url, d.pages.cart), favorites: field(url, d.pages.favorites), compare: field(url, d.pages.compare) }, d.pages),
    cookieNames: object({ user: field(name, d.cookieNames.user), token: field(name, d.cookieNames.token) }, d.cookieNames),
    cartCookie: field(name, d.cartCookie),
    page: field(z.nullable(name), d.page),
    snapshot: object<PageSnapshot>(
      {
        loggedIn: field(z.boolean(), s.loggedIn),
        firstName: field(z.nullable(z.string()), s.firstName),
        corporate: field(z.boolean(), s.corporate),
        canSeeDistributors: field(z.boolean(), s.canSeeDistributors),
        handedness: field(z.nullable(z.enum(['left', 'right'])), s.handedness),
        bonuses: field(z.nullable(count), s.bonuses),
        cartId: field(z.nullable(name), s.cartId),
        cartCount: field(count, s.cartCount),
        cartIds: ids(s.cartIds),
        favorites: ids(s.favorites),
        compares: ids(s.compares),
      },
      s,
    ),
  },
  d,
);
