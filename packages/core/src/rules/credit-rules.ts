import { errorMessages as e } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { isEmpty } from './is-empty';
import { PAYMENT_TYPES } from './payment-types';
import type { PaymentType } from './payment-types';

export interface CreditBadgeContext {
  /** The product's `isAvailableForCredit`. */
  readonly availableForCredit: boolean | null | undefined;
  readonly corporate: boolean;
}

/**
 * Credit badges show only to non-corporate users, and only for products available for credit
 * (docs/catalogue.md#credit-badges-and-the-credit-popup).
 */
export function showCreditBadges({ availableForCredit, corporate }: CreditBadgeContext): boolean {
  return availableForCredit === true && !corporate;
}

export interface CreditContext {
  /** The promo code applied to the order, if any. */
  readonly promoCode?: string | null;
  /** How many credit or instalment offers the order has. */
  readonly creditOptions?: number;
}

/** Why credit cannot be chosen for the order, or null (docs/checkout.md#credit-and-instalments). */
export function creditUnavailableReason({ promoCode, creditOptions }: CreditContext): MessageKey | null {
  if (!isEmpty(promoCode)) return e.creditNotWithPromoCode;
  if (!((creditOptions ?? 0) > 0)) return e.creditNoOptions;
  return null;
}

/** Why a promo code or bonuses cannot be applied with this payment, or null when they can. */
export function promoOrBonusesBlockedBy(payment: PaymentType): MessageKey | null {
  return payment === PAYMENT_TYPES.credit ? e.promoOrBonusesNotWithCredit : null;
}
