import type { MessageKey } from '../../i18n/messages';
import { checkCheckout, type CheckoutField, type CheckoutItem } from '../../rules/checkout-rules';
import { DELIVERY_TYPES, type DeliveryType } from '../../rules/delivery-types';
import { PAYMENT_TYPES, isCorporatePayment, type PaymentType } from '../../rules/payment-types';

/** A delivery or payment type as the checkout offers it. */
export interface CheckoutOption<T extends string> {
  readonly type: T;
  /** Why it cannot be chosen for this order; null when it can. */
  readonly reason: MessageKey | null;
  /** What the shopper should know when choosing it (no gift with credit); null when nothing. */
  readonly note: MessageKey | null;
}

/** The delivery types the checkout offers, in its order. */
export const OFFERED_DELIVERY_TYPES: readonly DeliveryType[] = [
  DELIVERY_TYPES.newPost,
  DELIVERY_TYPES.parcelLocker,
  DELIVERY_TYPES.courier,
  DELIVERY_TYPES.selfDelivery,
];

function firstOf(violations: ReturnType<typeof checkCheckout>['violations'], severity: 'error' | 'warning', fields: readonly CheckoutField[]): MessageKey | null {
  return violations.find((violation) => violation.severity === severity && fields.includes(violation.field))?.key ?? null;
}

/**
 * Every delivery type with the reason it cannot be chosen: a line that cannot be picked up in a
 * shop or does not fit a parcel locker rules that one out (docs/checkout.md#delivery-availability).
 */
export function deliveryOptions(items: readonly CheckoutItem[]): CheckoutOption<DeliveryType>[] {
  return OFFERED_DELIVERY_TYPES.map((type) => {
    // Paid online: no cash or receipt rule can speak, only the delivery's own.
    const { violations } = checkCheckout({ total: 0, delivery: type, payment: PAYMENT_TYPES.liqpay, items });
    return { type, reason: firstOf(violations, 'error', ['delivery']), note: null };
  });
}

export interface PaymentOptionsInput {
  /** A corporate buyer pays by company or sole-trader transfer and never by credit. */
  readonly corporate: boolean;
  readonly delivery: DeliveryType;
  /** What the order costs, UAH (the summary's total). */
  readonly total: number;
  readonly items: readonly CheckoutItem[];
  readonly promoCode?: string | null;
  readonly bonuses?: number;
  /** How many credit offers the cart has; unknown counts as none. */
  readonly creditOptions?: number;
}

/** The payment types a buyer of this role is offered: corporate ones transfers and no credit, the others no transfers. */
export function paymentTypesFor(corporate: boolean): PaymentType[] {
  return Object.values(PAYMENT_TYPES).filter((type) => (corporate ? type !== PAYMENT_TYPES.credit : !isCorporatePayment(type)));
}

/**
 * The payment types offered to the buyer, each with the reason the rules rule it out for this
 * order (cash limits, parcel locker with cash, credit with a promo code, bonuses or no offers) and
 * a note that still lets it be chosen (the gift is not given with credit).
 */
export function paymentOptions(input: PaymentOptionsInput): CheckoutOption<PaymentType>[] {
  return paymentTypesFor(input.corporate).map((type) => {
    const { violations } = checkCheckout({
      total: input.total,
      delivery: input.delivery,
      payment: type,
      items: input.items,
      promoCode: input.promoCode ?? null,
      bonuses: input.bonuses ?? 0,
      creditOptions: input.creditOptions ?? 0,
    });
    return { type, reason: firstOf(violations, 'error', ['payment', 'bonuses']), note: firstOf(violations, 'warning', ['payment']) };
  });
}
