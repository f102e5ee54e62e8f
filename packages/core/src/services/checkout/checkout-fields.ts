import type { FieldRename } from '../../forms/form-failure';
import { isEmpty } from '../../rules/is-empty';

/**
 * The checkout form's fields, named as the order request's paths (`person.phone`,
 * `delivery.address.building`), so the server's field verdicts land on them as they are.
 */
export const CHECKOUT_FIELDS = [
  'person.lastName',
  'person.firstName',
  'person.middleName',
  'person.phone',
  'person.email',
  'recipient.person.lastName',
  'recipient.person.firstName',
  'recipient.person.middleName',
  'recipient.person.phone',
  'company.companyName',
  'company.companyCode',
  'company.taxNumber',
  'company.passport',
  'passport',
  'delivery.city_id',
  'delivery.type',
  'delivery.department_id',
  'delivery.address.street',
  'delivery.address.building',
  'delivery.address.apartment',
  'delivery.store_id',
  'payment.type',
  'payment.credit',
  'comment',
] as const;

export type CheckoutFieldName = (typeof CHECKOUT_FIELDS)[number];

/** Other names the rules and the server give the same fields (a fast order's, the shop's flat ones). */
const OTHER_NAMES: Readonly<Record<string, CheckoutFieldName>> = {
  phone: 'person.phone',
  name: 'person.firstName',
  delivery: 'delivery.type',
  delivery_type: 'delivery.type',
  city_id: 'delivery.city_id',
  department_id: 'delivery.department_id',
  store_id: 'delivery.store_id',
  payment: 'payment.type',
  payment_type: 'payment.type',
  'payment.credit.provider_id': 'payment.credit',
  'payment.credit.months': 'payment.credit',
};

export interface ReceiptPerson {
  readonly lastName?: string | null;
  readonly firstName?: string | null;
  readonly middleName?: string | null;
}

/**
 * The form's names for every field name the rules or the server may use. The receipt rule's
 * `recipient.fullName` and `recipient.phone` are the buyer's own fields when the buyer receives
 * the order; the full name lands on its first empty part (the middle name when none is).
 */
export function checkoutFieldRename(recipient: 'me' | 'another', person: ReceiptPerson): FieldRename {
  const prefix = recipient === 'me' ? 'person' : 'recipient.person';
  const missing = (['lastName', 'firstName', 'middleName'] as const).find((part) => isEmpty(person[part])) ?? 'middleName';
  return { ...OTHER_NAMES, 'recipient.fullName': `${prefix}.${missing}`, 'recipient.phone': `${prefix}.phone` };
}
