import { errorMessages as e, validationMessages as v } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { CASH_LIMIT_CARRIER, CASH_LIMIT_COURIER_PER_DAY, PASSPORT_THRESHOLD } from './constants';
import { creditUnavailableReason } from './credit-rules';
import { deliveryCost } from './delivery-cost';
import type { DeliveryCost } from './delivery-cost';
import { DELIVERY_TYPES, isCarrierDelivery, isCourierDelivery } from './delivery-types';
import type { DeliveryType } from './delivery-types';
import { isEmpty } from './is-empty';
import { isPassport } from './passport';
import { PAYMENT_TYPES, isPaidOnReceipt } from './payment-types';
import type { PaymentType } from './payment-types';
import { isPhone } from './phone';

export interface CheckoutItem {
  readonly id: number | string;
  /** Can be picked up in a shop; a missing flag means yes. */
  readonly selfPickup?: boolean;
  /** Fits a parcel locker; a missing flag means yes. */
  readonly parcelLocker?: boolean;
  /** Comes with a gift (`is_promotion_enabled`). */
  readonly gift?: boolean;
}

export interface CheckoutRecipient {
  readonly lastName?: string | null;
  readonly firstName?: string | null;
  readonly middleName?: string | null;
  readonly phone?: string | null;
}

/** What the checkout rules need to know about an order being placed. */
export interface CheckoutOrder {
  /** UAH the buyer pays for the goods, after promo code and bonuses. */
  readonly total: number;
  readonly delivery: DeliveryType;
  readonly payment: PaymentType;
  readonly items: readonly CheckoutItem[];
  /** Who receives the parcel: the buyer or another person. */
  readonly recipient?: CheckoutRecipient;
  readonly passport?: string | null;
  /** An applied promo code. */
  readonly promoCode?: string | null;
  /** Bonuses spent on the order. */
  readonly bonuses?: number;
  /** Credit and instalment offers available for this order; only read when paying by credit. */
  readonly creditOptions?: number;
  /** UAH the buyer already pays to couriers in cash today, for the per-day limit. */
  readonly cashPaidToday?: number;
}

export type CheckoutField = 'delivery' | 'payment' | 'passport' | 'recipient.fullName' | 'recipient.phone' | 'promoCode' | 'bonuses';

export interface CheckoutViolation {
  readonly key: MessageKey;
  /** An error blocks the order; a warning only informs the buyer. */
  readonly severity: 'error' | 'warning';
  /** The choice or field the buyer would change to resolve it. */
  readonly field: CheckoutField;
  /** Interpolation values for the message, named as in i18n/message-variables.ts (amounts in UAH). */
  readonly params?: Readonly<Record<string, number>>;
  /** The cart items concerned, when the rule is about some of them. */
  readonly itemIds?: readonly (number | string)[];
}

export interface CheckoutCheck {
  readonly violations: readonly CheckoutViolation[];
  /** No violation of severity error. */
  readonly canPlaceOrder: boolean;
  readonly deliveryCost: DeliveryCost;
}

function error(key: MessageKey, field: CheckoutField, extra: Partial<CheckoutViolation> = {}): CheckoutViolation {
  return { key, severity: 'error', field, ...extra };
}

function receiptRule(order: CheckoutOrder): CheckoutViolation[] {
  if (order.total < PASSPORT_THRESHOLD || !isPaidOnReceipt(order.payment)) return [];
  const params = { passportThreshold: PASSPORT_THRESHOLD };
  const out: CheckoutViolation[] = [];
  if (isEmpty(order.passport)) out.push(error(v.passportRequiredOver5000, 'passport', { params }));
  else if (!isPassport(order.passport)) out.push(error(v.passportInvalid, 'passport'));
  const r = order.recipient ?? {};
  if ([r.lastName, r.firstName, r.middleName].some(isEmpty)) {
    out.push(error(v.recipientFullNameRequired, 'recipient.fullName', { params }));
  }
  if (!isPhone(r.phone)) out.push(error(v.recipientMobileRequired, 'recipient.phone', { params }));
  return out;
}

function deliveryRule(order: CheckoutOrder): CheckoutViolation[] {
  const out: CheckoutViolation[] = [];
  const cash = order.payment === PAYMENT_TYPES.cash;
  if (order.delivery === DELIVERY_TYPES.selfDelivery) {
    const ids = order.items.filter((item) => item.selfPickup === false).map((item) => item.id);
    if (ids.length > 0) out.push(error(e.deliveryUnavailableSelfPickup, 'delivery', { itemIds: ids }));
  }
  if (order.delivery === DELIVERY_TYPES.parcelLocker) {
    const ids = order.items.filter((item) => item.parcelLocker === false).map((item) => item.id);
    if (ids.length > 0) out.push(error(e.deliveryUnavailableParcelLocker, 'delivery', { itemIds: ids }));
    if (cash) out.push(error(e.parcelLockerNotWithCash, 'payment'));
  } else if (cash && isCarrierDelivery(order.delivery) && order.total > CASH_LIMIT_CARRIER) {
    out.push(error(e.cashLimitCarrier, 'payment', { params: { cashLimitCarrier: CASH_LIMIT_CARRIER } }));
  }
  if (cash && isCourierDelivery(order.delivery)) {
    const today = Math.max(0, order.cashPaidToday ?? 0);
    if (order.total + today > CASH_LIMIT_COURIER_PER_DAY) {
      out.push(error(e.cashLimitCourier, 'payment', { params: { cashLimitCourier: CASH_LIMIT_COURIER_PER_DAY } }));
    }
  }
  return out;
}

function creditRule(order: CheckoutOrder): CheckoutViolation[] {
  if (order.payment !== PAYMENT_TYPES.credit) return [];
  const out: CheckoutViolation[] = [];
  const reason = creditUnavailableReason(order);
  if (reason !== null) out.push(error(reason, 'payment'));
  if ((order.bonuses ?? 0) > 0) out.push(error(e.promoOrBonusesNotWithCredit, 'bonuses'));
  const gifts = order.items.filter((item) => item.gift === true).map((item) => item.id);
  if (gifts.length > 0) {
    out.push({ key: e.giftNotWithCredit, severity: 'warning', field: 'payment', itemIds: gifts });
  }
  return out;
}

/**
 * Checks an order against the rules of docs/checkout.md, in this order: the receipt
 * rule (5000 UAH or more paid on receipt needs passport, recipient's full name and mobile),
 * delivery availability and cash limits, then credit. A promo code with credit is reported on the
 * payment (credit is what becomes impossible); bonuses with credit on the bonuses.
 */
export function checkCheckout(order: CheckoutOrder): CheckoutCheck {
  if (!Number.isFinite(order.total) || order.total < 0) {
    throw new RangeError(`order total must be a non-negative number, got ${String(order.total)}`);
  }
  const violations = [...receiptRule(order), ...deliveryRule(order), ...creditRule(order)];
  return {
    violations,
    canPlaceOrder: violations.every((violation) => violation.severity !== 'error'),
    deliveryCost: deliveryCost(order.total, order.delivery),
  };
}
