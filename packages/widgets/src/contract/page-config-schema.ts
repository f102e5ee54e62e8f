import * as z from 'zod/mini';
import { LANG_CODES } from '@vitrina/core';

/** A same-site path (`/api/shop/`) or an http(s) URL; anything else (`javascript:`) is refused. */
const isSafeUrl = (input: string): boolean => /^\/(?!\/)/.test(input) || /^https?:\/\/[^\s]+$/i.test(input);

const name = z.string().check(z.minLength(1));
const url = z.string().check(z.refine(isSafeUrl));
const count = z.int().check(z.nonnegative());
const ids = z.array(z.int().check(z.positive()));

/**
 * The page config's fields, by group: the leaves are zod schemas. The widgets read a config field by
 * field from these (`parsePageConfig`); `pageConfigSchema` is the same fields as one strict schema.
 */
export const pageConfigFields = {
  api: { profile: url, shop: url },
  lang: z.enum(LANG_CODES),
  pages: { cart: url, favorites: url, compare: url },
  cookieNames: { user: name, token: name },
  cartCookie: name,
  /** Which screen this is (PAGE_KINDS for the shop's pages); null when the config does not say. */
  page: z.nullable(name),
  /** What the server already knows of the shopper, so islands render right before any request. */
  snapshot: {
    loggedIn: z.boolean(),
    firstName: z.nullable(z.string()),
    corporate: z.boolean(),
    canSeeDistributors: z.boolean(),
    handedness: z.nullable(z.enum(['left', 'right'])),
    bonuses: z.nullable(count),
    cartId: z.nullable(name),
    cartCount: count,
    cartIds: ids,
    favorites: ids,
    compares: ids,
  },
};

const fields = pageConfigFields;

/**
 * The page config, `<script type="application/json" id="vitrina-config">`: the definition the
 * server validates what it renders against, and the widgets read field by field. Its api, lang,
 * pages and cookieNames are the SDK's own config; `cartCookie` is the guest cart's cookie (the
 * SDK's `cookieNames.cart`); page and snapshot are what the server already knows, so islands
 * render right at once. (Built only where it is used: the script build reads `pageConfigFields`.)
 */
export const pageConfigSchema = /* @__PURE__ */ z.strictObject({
  api: /* @__PURE__ */ z.strictObject(fields.api),
  lang: fields.lang,
  pages: /* @__PURE__ */ z.strictObject(fields.pages),
  cookieNames: /* @__PURE__ */ z.strictObject(fields.cookieNames),
  cartCookie: fields.cartCookie,
  page: fields.page,
  snapshot: /* @__PURE__ */ z.strictObject(fields.snapshot),
});

export type PageConfig = z.infer<typeof pageConfigSchema>;
export type PageSnapshot = PageConfig['snapshot'];
export type PageLang = PageConfig['lang'];

/** What the widgets use for a page config, or any field of it, they cannot read. */
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
    cartIds: Object.freeze([]) as unknown as number[],
    favorites: Object.freeze([]) as unknown as number[],
    compares: Object.freeze([]) as unknown as number[],
  }),
}) as PageConfig;
