import {
  PAYMENT_TYPES,
  checkCheckout,
  errorMessages as e,
  isCorporatePayment,
  validationMessages as v,
  type CheckoutField,
  type CheckoutRecipient,
  type DeliveryType,
  type OrderPayment,
} from '@vitrina/core';
import type { OrderLine } from './order-cart';
import type { OrderRefusals } from './order-refusals';
import { creditOptionCount, isOffered, type CreditOffer } from './credit-offers';

/** Where a rule's violation goes in the request. */
const REQUEST_PATHS: Readonly<Record<CheckoutField, string>> = {
  delivery: 'delivery.type',
  payment: 'payment.type',
  passport: 'passport',
  'recipient.fullName': 'recipient.fullName',
  'recipient.phone': 'recipient.phone',
  promoCode: 'promo_code',
  bonuses: 'bonuses',
};

export interface OrderRulesInput {
  readonly lines: readonly OrderLine[];
  /** What the buyer pays for the goods after the promo code and bonuses, UAH. */
  readonly total: number;
  readonly delivery: DeliveryType;
  readonly payment: OrderPayment;
  /** Who receives the parcel: another person, or the buyer. */
  readonly recipient: CheckoutRecipient;
  readonly passport: string | null;
  /** The promo code the order names (checked on its own elsewhere). */
  readonly promoCode: string | null;
  readonly bonuses: number;
  readonly corporate: boolean;
  readonly creditOffers: readonly CreditOffer[];
  readonly cashPaidToday: number;
  /** Lines the shopper buys without their gift. */
  readonly withoutGift: ReadonlySet<number>;
}

/** A line that can no longer be bought (gone, off sale, corporate-only) is refused by its path 'lines.{id}'. */
export function refuseUnbuyableLines(lines: readonly OrderLine[], refusals: OrderRefusals): void {
  for (const line of lines) if (!line.buyable) refusals.add(`lines.${line.productId}`, e.productNotBuyable);
}

/**
 * The order's payment and delivery rules: the corporate transfers for corporate buyers only, the
 * core's checkCheckout (the receipt rule from 5000 UAH, delivery each product allows, the parcel
 * locker without cash, the cash limits, credit without promo code or bonuses and only with credit
 * offers), and a bank and term that are among the offers. A violation goes to `refusals` under the
 * request's path; one about some products also under each 'lines.{id}'.
 */
export function checkOrderRules(input: OrderRulesInput, refusals: OrderRefusals): void {
  const { payment } = input;
  if (isCorporatePayment(payment.type) && !input.corporate) refusals.add('payment.type', v.invalid);

  const check = checkCheckout({
    total: input.total,
    delivery: input.delivery,
    payment: payment.type,
    items: input.lines.map((line) => ({
      id: line.productId,
      selfPickup: line.selfPickup,
      parcelLocker: line.parcelLocker,
      gift: line.giftId !== null && !line.withoutGift && !input.withoutGift.has(line.productId),
    })),
    recipient: input.recipient,
    passport: input.passport,
    promoCode: input.promoCode,
    bonuses: input.bonuses,
    creditOptions: creditOptionCount(input.creditOffers),
    cashPaidToday: input.cashPaidToday,
  });
  for (const violation of check.violations) {
    if (violation.severity !== 'error') continue;
    refusals.add(REQUEST_PATHS[violation.field], violation.key);
    for (const id of violation.itemIds ?? []) refusals.add(`lines.${id}`, violation.key);
  }

  if (payment.type === PAYMENT_TYPES.credit && input.creditOffers.length > 0) {
    if (!payment.credit) refusals.add('payment.credit', v.required);
    else if (!isOffered(input.creditOffers, payment.credit)) refusals.add('payment.credit', v.invalid);
  }
}
