import { isCorporateRole } from '@vitrina/core';
import { findOwnedCart } from '../../../cart/cart-ownership';
import type { ApiHandler } from '../../handler';
import { cartView } from '../cart/cart-answer';
import { creditsAtPrice } from './credit-propositions';
import { allSoldOnCredit } from './credit-rules';

/**
 * The credit and instalment offers for a whole cart (GET cart/{cartId}/credits), for the checkout:
 * the cart's goods and services at server prices without its promo code and bonuses, which do not
 * apply to credit (docs/checkout.md#credit-and-instalments). A cart with a line not sold on credit,
 * a cart without lines and a corporate buyer, whom credit is not offered, get no offers (as the
 * order call's own credit offers). Only the cart's owner may ask (404 otherwise, as for a cart that does not exist).
 */
export const cartCreditPropositions: ApiHandler<'cartCreditPropositions'> = (context) => {
  const { db, params, user, lang } = context;
  const cart = findOwnedCart(db, params.cartId ?? '', user);
  const view = cartView(context, cart.id, false);
  const ids = view.lines.map((line) => line.productId);
  const price = view.totals.total;
  const offered = ids.length > 0 && !isCorporateRole(user?.role) && allSoldOnCredit(db, ids);
  const credits = offered ? creditsAtPrice(db, price, lang) : [];
  return { success: true, data: { price, credits } };
};
