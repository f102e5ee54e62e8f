import { PAYMENT_TYPES, errorMessages as e, isCorporateRole, type Lang, type PlaceOrderRequest, type PlacedOrder } from '@vitrina/core';
import { userById } from '../auth/find-user';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { ApiError, unauthorized, unprocessable } from '../http/api-error';
import { debitBonuses } from './bonus-debit';
import { recordBonusChange } from './bonus-ledger';
import { emptyCart } from './empty-cart';
import { reserveGifts } from './gift-reservation';
import { orderAnswer } from './order-answer';
import { orderCart, ownedCartId } from './order-cart';
import { fastOrderDetails, fullOrderDetails } from './order-details';
import { priceOrder } from './order-pricing';
import { orderPromo } from './order-promo';
import { OrderRefusals } from './order-refusals';
import { refuseUnbuyableLines } from './order-rules';
import { spendPromoCode } from './promo-spend';
import { storeOrder } from './store-order';

export interface PlaceOrderContext {
  readonly db: Db;
  /** The signed-in buyer, if any. */
  readonly user: UserRow | undefined;
  readonly bonusMaxShare: number;
  readonly lang: Lang;
  readonly now: Date;
}

const emptyCartRefused = () => unprocessable(e.nothingFound, 'The cart is empty', { cart_id: e.nothingFound });

/** 409: the total the shopper saw is not what the order costs now; they look at the new total and confirm again. */
const totalChanged = (total: number, expected: number) =>
  new ApiError(409, e.orderTotalChanged, `The order costs ${total} UAH now, not ${expected}`, { expected_total: e.orderTotalChanged });

/**
 * Places an order from a cart (docs/checkout.md#placing-an-order). The server decides everything
 * again from its database: the cart's lines at its prices, the promo code, the bonuses, the buyer,
 * delivery and payment and every rule. Then it takes the gifts, debits the bonuses, spends a
 * single-use promo code, stores the order and empties the cart. Run it inside one write
 * transaction: any refusal (422 with every field, 409 for gifts or a changed total) throws and
 * leaves everything as it was.
 */
export function placeOrder(request: PlaceOrderRequest, context: PlaceOrderContext): PlacedOrder {
  const { db, now } = context;
  if (request.order_type === 'registered' && !context.user) throw unauthorized();
  // The balance and the role as they are inside this transaction, not when the request came in.
  const user = context.user ? userById(db, context.user.id) : undefined;
  const cart = orderCart(db, ownedCartId(db, request.cart_id, user), { ...context, user });
  if (cart.lines.length === 0) throw emptyCartRefused();

  const refusals = new OrderRefusals();
  refuseUnbuyableLines(cart.lines, refusals);
  const promo = orderPromo(db, request.promo_code, now);
  if (!promo.ok) refusals.add('promo_code', promo.key);
  const pricing = priceOrder({
    goods: cart.goods,
    promo: promo.ok ? promo.promo : null,
    bonuses: request.bonuses ?? 0,
    balance: user?.bonuses ?? 0,
    bonusMaxShare: context.bonusMaxShare,
  });
  if (pricing.bonusError !== null) refusals.add('bonuses', pricing.bonusError);
  const withoutGift = new Set(request.without_gift ?? []);
  const facts = { cart, pricing, userId: user?.id ?? null, corporate: isCorporateRole(user?.role), lang: context.lang, withoutGift, now };
  const details = request.order_type === 'fast' ? fastOrderDetails(request, refusals) : fullOrderDetails(db, request, facts, refusals);
  refusals.throwIfAny();
  if (request.expected_total !== undefined && request.expected_total !== pricing.total) throw totalChanged(pricing.total, request.expected_total);

  const gifts = reserveGifts(db, cart.lines, { withoutGift, credit: details.payment?.type === PAYMENT_TYPES.credit });
  if (user) debitBonuses(db, user.id, pricing.bonuses);
  if (pricing.promo) spendPromoCode(db, pricing.promo.code);
  const orderId = storeOrder(db, {
    ...details,
    userId: user?.id ?? null,
    orderType: request.order_type,
    cartId: cart.id,
    lines: cart.lines,
    gifts,
    pricing,
    now,
  });
  if (user) recordBonusChange(db, { userId: user.id, orderId, change: -pricing.bonuses, kind: 'spent', at: now });
  emptyCart(db, cart.id, now);
  return orderAnswer(db, { id: orderId, total: pricing.total, payment: details.payment?.type ?? null }, now);
}
