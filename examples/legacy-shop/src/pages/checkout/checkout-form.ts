import { DELIVERY_TYPES, PAYMENT_TYPES, isCorporatePayment } from '@vitrina/core';
import { CHECKOUT_FIELDS as F } from './checkout-fields';

export type FormValues = Readonly<Record<string, string>>;

const WHOLE = /^\d{1,9}$/;
const CREDIT = /^(\d{1,9}):(\d{1,3})$/;

const text = (form: FormValues, name: string) => form[name] ?? '';

function optional(form: FormValues, name: string): string | undefined {
  const value = text(form, name).trim();
  return value === '' ? undefined : value;
}

/** A whole number typed or chosen; blank is none; anything else is passed on for the request schema to refuse by its path. */
function wholeNumber(form: FormValues, name: string): number | string | undefined {
  const value = text(form, name).trim();
  if (value === '') return undefined;
  return WHOLE.test(value) ? Number(value) : value;
}

function credit(form: FormValues): { provider_id: number; months: number } | string | undefined {
  const value = text(form, F.credit).trim();
  if (value === '') return undefined;
  const match = CREDIT.exec(value);
  return match ? { provider_id: Number(match[1]), months: Number(match[2]) } : value;
}

function person(form: FormValues, prefix: string) {
  return {
    lastName: text(form, `${prefix}.lastName`),
    firstName: text(form, `${prefix}.firstName`),
    middleName: optional(form, `${prefix}.middleName`),
    phone: text(form, `${prefix}.phone`),
    email: prefix === 'person' ? text(form, `${prefix}.email`) : optional(form, `${prefix}.email`),
  };
}

function delivery(form: FormValues) {
  const type = text(form, F.delivery);
  if (type === DELIVERY_TYPES.selfDelivery) return { type, store_id: wholeNumber(form, F.storeId) };
  const cityId = wholeNumber(form, F.cityId);
  if (type === DELIVERY_TYPES.courier) {
    const address = { street: text(form, F.street), building: text(form, F.building), apartment: optional(form, F.apartment) };
    return { type, city_id: cityId, address };
  }
  const department = type === DELIVERY_TYPES.parcelLocker ? F.lockerId : F.branchId;
  return { type, city_id: cityId, department_id: wholeNumber(form, department) };
}

/** The product ids of the ticked "without its gift" boxes. */
function withoutGift(form: FormValues): number[] {
  return Object.entries(form)
    .filter(([name, value]) => /^without_gift\.[1-9]\d{0,9}$/.test(name) && value !== '')
    .map(([name]) => Number(name.slice('without_gift.'.length)));
}

/**
 * The posted checkout form as a placeOrder request (placeOrderRequestSchema): a signed-in shopper
 * orders as registered, a guest as a new customer. Only what the chosen delivery and payment need
 * is taken (the branch or the locker, the courier address, the store; the company for a company
 * or sole-trader transfer; the bank and term for credit). Values that are not what the request
 * schema wants are passed on as typed, so the schema refuses them under their own path.
 */
export function orderRequestFromForm(form: FormValues, context: { readonly cartId: string; readonly signedIn: boolean }): Record<string, unknown> {
  const payment = text(form, F.payment);
  const gifts = withoutGift(form);
  return {
    order_type: context.signedIn ? 'registered' : 'new',
    cart_id: context.cartId,
    person: person(form, 'person'),
    recipient: text(form, F.recipient) === 'another' ? { type: 'another', person: person(form, 'recipient.person') } : { type: 'me' },
    ...(isCorporatePayment(payment as never)
      ? { company: { companyName: text(form, F.companyName), companyCode: text(form, F.companyCode), taxNumber: text(form, F.taxNumber), passport: text(form, F.companyPassport) } }
      : {}),
    passport: optional(form, F.passport),
    delivery: delivery(form),
    payment: payment === PAYMENT_TYPES.credit ? { type: payment, credit: credit(form) } : { type: payment },
    promo_code: optional(form, F.promoCode) ?? null,
    bonuses: wholeNumber(form, F.bonuses),
    ...(gifts.length > 0 ? { without_gift: gifts } : {}),
    expected_total: wholeNumber(form, F.expectedTotal),
    comment: optional(form, F.comment),
  };
}

/**
 * The form field that shows a refusal of the request's `path`, or undefined for one the form has
 * no input for (it shows in the form's list of problems only). 'lines.{id}' stays as it is: the
 * order summary shows it at that line.
 */
export function formFieldOf(path: string, form: FormValues): string | undefined {
  const another = text(form, F.recipient) === 'another';
  switch (path) {
    case 'delivery.type':
      return F.delivery;
    case 'delivery.department_id':
      return text(form, F.delivery) === DELIVERY_TYPES.parcelLocker ? F.lockerId : F.branchId;
    case 'payment.type':
      return F.payment;
    case 'recipient.fullName':
      return another ? F.recipientMiddleName : F.middleName;
    case 'recipient.phone':
      return another ? F.recipientPhone : F.phone;
    case 'recipient.type':
      return F.recipient;
    default:
      break;
  }
  if (path.startsWith('payment.credit')) return F.credit;
  if (/^lines\.\d+$/.test(path)) return path;
  return SHOWN.has(path) ? path : undefined;
}

/** The fields the shopper sees (not the hidden total, key and button). */
const SHOWN: ReadonlySet<string> = new Set(
  Object.values(F).filter((name) => name !== F.expectedTotal && name !== F.idempotencyKey && name !== F.action),
);
