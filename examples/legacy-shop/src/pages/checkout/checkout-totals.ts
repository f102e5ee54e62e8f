import type { CartView } from '../../cart/load-cart';
import type { Db } from '../../db/open-database';
import { priceOrder } from '../../orders/order-pricing';
import { orderPromo } from '../../orders/order-promo';
import { CHECKOUT_FIELDS as F } from './checkout-fields';
import type { FormValues } from './checkout-form';

/**
 * The cart as the order of these form values would cost it, through the order's own pricing: the
 * promo code and bonuses typed in the form rather than the ones stored with the cart. A code or
 * an amount that would be refused counts as none. This is what the summary shows and the form
 * posts as the total the shopper saw.
 */
export function checkoutView(db: Db, view: CartView, values: FormValues, balance: number, bonusMaxShare: number): CartView {
  const promo = orderPromo(db, values[F.promoCode], new Date());
  const typed = Number(values[F.bonuses] ?? '');
  const pricing = priceOrder({
    goods: view.totals.goods,
    promo: promo.ok ? promo.promo : null,
    bonuses: Number.isSafeInteger(typed) && typed > 0 ? typed : 0,
    balance,
    bonusMaxShare,
  });
  const { goods, promoDiscount, bonusCap, bonuses, total } = pricing;
  return { ...view, promo: pricing.promo, totals: { goods, promoDiscount, bonusCap, bonuses, total } };
}
