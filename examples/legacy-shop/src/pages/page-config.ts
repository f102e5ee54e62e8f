import { PAGE_KINDS, pageConfigSchema as contractSchema, type PageKind } from '@vitrina/widgets/contract';
import * as z from 'zod/mini';
import type { PageContext } from './context/page-context';
import { COOKIE_NAMES } from './widget-attributes';

/**
 * The page config the widgets read from `<script type="application/json" id="vitrina-config">`:
 * the contract's `pageConfigSchema`, which the widgets read field by field, with the page always
 * one of the shop's PAGE_KINDS.
 */
export const pageConfigSchema = z.extend(contractSchema, { page: z.enum(PAGE_KINDS) });

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
