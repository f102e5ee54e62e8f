/** Payment types of the checkout (docs/checkout.md#payment-types). */

export const PAYMENT_TYPES = Object.freeze({
  liqpay: 'liqpay',
  cash: 'cash',
  companyTransfer: 'no_cash_company',
  soleTraderTransfer: 'no_cash_fop',
  bankTransfer: 'no_cash',
  cardOnReceipt: 'card_on_receipt',
  credit: 'credit',
} as const);

export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

const ALL: ReadonlySet<string> = new Set(Object.values(PAYMENT_TYPES));

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && ALL.has(value);
}

/** Paid to the courier or at the carrier's branch when the parcel is received. */
export function isPaidOnReceipt(value: PaymentType): boolean {
  return value === PAYMENT_TYPES.cash || value === PAYMENT_TYPES.cardOnReceipt;
}

/** Transfers open to corporate buyers (docs/roles.md#corporate-and-super-corporate). */
export function isCorporatePayment(value: PaymentType): boolean {
  return value === PAYMENT_TYPES.companyTransfer || value === PAYMENT_TYPES.soleTraderTransfer;
}
