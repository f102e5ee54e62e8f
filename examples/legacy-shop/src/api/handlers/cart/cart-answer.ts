import type { Cart } from '@vitrina/core';
import { settleBonuses } from '../../../cart/cart-bonuses';
import { cartNotFound } from '../../../cart/cart-errors';
import { loadCart, toCartAnswer, type CartView } from '../../../cart/load-cart';
import type { HandlerContext } from '../../handler';

type CartContext = Pick<HandlerContext<unknown>, 'db' | 'settings' | 'lang' | 'now'>;

export function cartView(context: CartContext, cartId: string, discounts = true): CartView {
  const view = loadCart(context.db, cartId, {
    lang: context.lang,
    bonusMaxShare: context.settings.bonusMaxShare,
    now: context.now,
    discounts,
  });
  if (!view) throw cartNotFound();
  return view;
}

export function cartAnswer(context: CartContext, cartId: string, discounts = true): { success: true; data: Cart } {
  return { success: true, data: toCartAnswer(cartView(context, cartId, discounts)) };
}

/** The answer of a call that changed the goods: bonuses beyond the new cap are given back first. */
export function changedCartAnswer(context: CartContext, cartId: string): { success: true; data: Cart } {
  const view = cartView(context, cartId);
  if (view.requestedBonuses <= view.totals.bonuses) return { success: true, data: toCartAnswer(view) };
  settleBonuses(context.db, view);
  return cartAnswer(context, cartId);
}
