import { placeOrder as placeOrderFromCart } from '../../../orders/place-order';
import type { ApiHandler } from '../../handler';

/** POST orders: places the order of a cart (src/orders/place-order.ts) in the call's write transaction. */
export const placeOrder: ApiHandler<'placeOrder'> = ({ db, settings, input, user, lang, now }) => ({
  success: true,
  data: placeOrderFromCart(input, { db, user, bonusMaxShare: settings.bonusMaxShare, lang, now }),
});
