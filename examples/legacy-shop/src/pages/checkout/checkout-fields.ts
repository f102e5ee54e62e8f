/**
 * The no-script checkout form's field names. Most are the request's own paths
 * (placeOrderRequestSchema), so a refusal's field lands on the input of that name; the radios
 * and the two department lists are mapped (checkout-form.ts).
 */
export const CHECKOUT_FIELDS = Object.freeze({
  lastName: 'person.lastName',
  firstName: 'person.firstName',
  middleName: 'person.middleName',
  phone: 'person.phone',
  email: 'person.email',
  /** 'me' or 'another'. */
  recipient: 'recipient',
  recipientLastName: 'recipient.person.lastName',
  recipientFirstName: 'recipient.person.firstName',
  recipientMiddleName: 'recipient.person.middleName',
  recipientPhone: 'recipient.person.phone',
  companyName: 'company.companyName',
  companyCode: 'company.companyCode',
  taxNumber: 'company.taxNumber',
  companyPassport: 'company.passport',
  passport: 'passport',
  /** The delivery type. */
  delivery: 'delivery',
  cityId: 'delivery.city_id',
  branchId: 'delivery.branch_id',
  lockerId: 'delivery.locker_id',
  street: 'delivery.address.street',
  building: 'delivery.address.building',
  apartment: 'delivery.address.apartment',
  storeId: 'delivery.store_id',
  /** The payment type. */
  payment: 'payment',
  /** A credit offer as 'provider:months'. */
  credit: 'payment.credit',
  promoCode: 'promo_code',
  bonuses: 'bonuses',
  comment: 'comment',
  privacyConsent: 'privacyConsent',
  expectedTotal: 'expected_total',
  idempotencyKey: 'idempotency_key',
  /** The submit button pressed: 'order' places the order, 'city' shows the chosen city's departments. */
  action: 'action',
} as const);

/** The checkbox that buys a line without its gift. */
export const withoutGiftField = (productId: number) => `without_gift.${productId}`;

/** A field's element id: 'person.phone' → 'checkout-person-phone'. */
export const fieldId = (name: string) => `checkout-${name.replace(/[._]/g, '-')}`;

/** The credit offer's option value. */
export const creditChoice = (providerId: number, months: number) => `${providerId}:${months}`;
