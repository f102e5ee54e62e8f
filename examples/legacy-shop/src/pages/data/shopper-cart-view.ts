import type { Lang } from '@vitrina/core';
import { loadCart, type CartView } from '../../cart/load-cart';
import type { ShopSettings } from '../../settings';
import type { PageContext } from '../context/page-context';

/** The shopper's cart with server prices and totals, or undefined without one. */
export function shopperCartView(ctx: PageContext, settings: ShopSettings, lang: Lang = ctx.lang): CartView | undefined {
  if (!ctx.cartRow) return undefined;
  return loadCart(ctx.db, ctx.cartRow.id, { lang, bonusMaxShare: settings.bonusMaxShare, now: new Date() });
}
