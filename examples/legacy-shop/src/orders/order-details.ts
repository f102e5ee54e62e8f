import { PAYMENT_TYPES, type OrderPayment, type PlaceOrderRequest } from '@vitrina/core';
import type { Db } from '../db/open-database';
import { cashPaidToday } from './cash-today';
import { creditOffers } from './credit-offers';
import { readBuyer, readFastBuyer } from './order-buyer';
import type { OrderCart } from './order-cart';
import { readDelivery, type OrderPlace } from './order-delivery';
import type { OrderPricing } from './order-pricing';
import type { OrderRefusals } from './order-refusals';
import { checkOrderRules } from './order-rules';
import type { NewOrder, OrderContact } from './store-order';

type FullRequest = Extract<PlaceOrderRequest, { order_type: 'new' | 'registered' }>;
type FastRequest = Extract<PlaceOrderRequest, { order_type: 'fast' }>;

/** Who orders, where it goes and how it is paid, as the order stores them. */
export type OrderDetails = Pick<NewOrder, 'buyer' | 'recipient' | 'company' | 'delivery' | 'payment' | 'passportGiven' | 'comment'>;

export interface OrderFacts {
  readonly cart: OrderCart;
  readonly pricing: OrderPricing;
  readonly userId: number | null;
  readonly corporate: boolean;
  readonly lang: 'uk' | 'ru';
  readonly withoutGift: ReadonlySet<number>;
  readonly now: Date;
}

/** A fast order: the phone (and a name) to call back on; delivery and payment are agreed on the call. */
export function fastOrderDetails(request: FastRequest, refusals: OrderRefusals): OrderDetails {
  const buyer = readFastBuyer(request, refusals);
  const contact: OrderContact = { phone: buyer?.phone ?? request.phone, ...(buyer?.name ? { firstName: buyer.name } : {}) };
  return { buyer: contact, recipient: null, company: null, delivery: null, payment: null, passportGiven: false, comment: null };
}

/**
 * A new or registered customer's order: the buyer, recipient, company and passport (order-buyer),
 * the delivery (order-delivery) and every payment and delivery rule (order-rules) with the cash
 * the buyer pays couriers today and the order's credit offers. Problems go to `refusals`.
 */
export function fullOrderDetails(db: Db, request: FullRequest, facts: OrderFacts, refusals: OrderRefusals): OrderDetails {
  const payment: OrderPayment = request.payment;
  const buyer = readBuyer(request, payment.type, refusals);
  const delivery: OrderPlace = readDelivery(db, request.delivery, refusals);
  const person = buyer?.person ?? request.person;
  checkOrderRules(
    {
      lines: facts.cart.lines,
      total: facts.pricing.total,
      delivery: request.delivery.type,
      payment,
      recipient: request.recipient.type === 'another' ? request.recipient.person : request.person,
      passport: request.passport ?? null,
      promoCode: request.promo_code ?? null,
      bonuses: request.bonuses ?? 0,
      corporate: facts.corporate,
      creditOffers: creditOffers(db, { lines: facts.cart.lines, corporate: facts.corporate, lang: facts.lang }),
      cashPaidToday: cashPaidToday(db, { userId: facts.userId, phone: person.phone.replace(/\D/g, '') }, facts.now),
      withoutGift: facts.withoutGift,
    },
    refusals,
  );
  const company = buyer?.company;
  const comment = request.comment?.trim() ?? '';
  return {
    buyer: person,
    recipient: buyer?.recipient ?? null,
    company: company ? { companyName: company.companyName, companyCode: company.companyCode, taxNumber: company.taxNumber ?? null } : null,
    delivery,
    payment: payment.type === PAYMENT_TYPES.credit ? payment : { type: payment.type },
    passportGiven: (buyer?.passport ?? null) !== null,
    comment: comment === '' ? null : comment,
  };
}
