import * as z from 'zod/mini';
import type { PageContext } from './context/page-context';
import { COOKIE_NAMES, PAGE_KINDS, type PageKind } from './widget-attributes';

const ids = z.array(z.int().check(z.positive()));

/**
 * The page config the widgets read from `<script type="application/json" id="vitrina-config">`.
 * Its api, lang, pages and cookieNames are the SDK's own config (createVitrina takes them as they
 * are); page and snapshot are what the server already knows, so islands render right at once.
 */
export const pageConfigSchema = z.strictObject({
  api: z.strictObject({ profile: z.string(), shop: z.string() }),
  lang: z.enum(['uk', 'ru']),
  pages: z.strictObject({ cart: z.string(), favorites: z.string(), compare: z.string() }),
  cookieNames: z.strictObject({ user: z.string(), token: z.string() }),
  cartCookie: z.string(),
  page: z.enum(PAGE_KINDS),
  snapshot: z.strictObject({
    loggedIn: z.boolean(),
    firstName: z.nullable(z.string()),
    corporate: z.boolean(),
    canSeeDistributors: z.boolean(),
    handedness: z.nullable(z.enum(['left', 'right'])),
    bonuses: z.nullable(z.int().check(z.nonnegative())),
    cartId: z.nullable(z.string()),
    cartCount: z.int().check(z.nonnegative()),
    cartIds: ids,
    favorites: ids,
    compares: ids,
  }),
});

export type PageConfig = z.infer<typeof pageConfigSchema>;

export const PAGE_URLS = Object.freeze({ cart: '/cart', favorites: '/favorites', compare: '/compare' });
export const API_BASES = Object.freeze({ profile: '/api/profile/', shop: '/api/shop/' });

export function pageConfig(ctx: PageContext, page: PageKind): PageConfig {
  const { viewer } = ctx;
  return {
    api: { ...API_BASES },
    lang: ctx.lang,
    pages: { ...PAGE_URLS },
    cookieNames: { user: COOKIE_NAMES.user, token: COOKIE_NAMES.token },
    cartCookie: COOKIE_NAMES.cart,
    page,
    snapshot: {
      loggedIn: viewer !== undefined,
      firstName: viewer?.first_name ?? null,
      corporate: ctx.corporate,
      canSeeDistributors: ctx.canSeeDistributors,
      handedness: viewer?.handedness ?? null,
      bonuses: viewer ? viewer.bonuses : null,
      cartId: ctx.cart.id,
      cartCount: ctx.cart.count,
      cartIds: [...ctx.cart.productIds],
      favorites: [...ctx.favorites],
      compares: [...ctx.compares],
    },
  };
}
