import {
  companyOrderFormSchema,
  emailSchema,
  isCorporatePayment,
  optionalField,
  optionalNameSchema,
  passportSchema,
  personFormSchema,
  phoneSchema,
  validate,
  type CompanyOrderForm,
  type PaymentType,
  type PersonForm,
  type PlaceOrderRequest,
} from '@vitrina/core';
import * as z from 'zod/mini';
import type { OrderRefusals } from './order-refusals';

type FullRequest = Extract<PlaceOrderRequest, { order_type: 'new' | 'registered' }>;
type FastRequest = Extract<PlaceOrderRequest, { order_type: 'fast' }>;

/** Another person who receives the order: the buyer's fields, the e-mail optional. */
const recipientFormSchema = z.extend(personFormSchema, { email: optionalField(emailSchema) });

export type RecipientForm = z.output<typeof recipientFormSchema>;

/** Who orders, as the core's form schemas read them (trimmed, the phone in the shop's mask). */
export interface OrderBuyer {
  readonly person: PersonForm;
  /** Another person who receives the order; null: the buyer does. */
  readonly recipient: RecipientForm | null;
  /** The payer of a company or sole-trader transfer; null for any other payment. */
  readonly company: CompanyOrderForm | null;
  /** The passport or ID card number in its canonical form, when given. */
  readonly passport: string | null;
}

function checked<T>(schema: z.ZodMiniType<T>, value: unknown, path: string, refusals: OrderRefusals): T | null {
  const result = validate(schema, value);
  if (result.ok) return result.value;
  refusals.addAll(path, result.fields);
  return null;
}

/**
 * The buyer, the recipient, the company (for a company or sole-trader transfer) and the passport
 * of an order, each checked with the core's form schemas; problems go to `refusals` under the
 * request's paths ('person.phone', 'recipient.person.lastName', 'company.companyCode', 'passport').
 * Null when something is refused.
 */
export function readBuyer(request: FullRequest, payment: PaymentType, refusals: OrderRefusals): OrderBuyer | null {
  const before = refusals.size;
  const person = checked(personFormSchema, request.person, 'person', refusals);
  const recipient = request.recipient.type === 'another' ? checked(recipientFormSchema, request.recipient.person, 'recipient.person', refusals) : null;
  const company = isCorporatePayment(payment) ? checked(companyOrderFormSchema, request.company ?? {}, 'company', refusals) : null;
  const passport = checked(optionalField(passportSchema), request.passport, 'passport', refusals) ?? null;
  if (refusals.size > before || person === null) return null;
  return { person, recipient, company, passport };
}

export interface FastBuyer {
  /** '+38 0XX XXX XX XX'. */
  readonly phone: string;
  readonly name: string | null;
}

/** A fast order's phone (required) and name (optional), checked with the core's rules. */
export function readFastBuyer(request: FastRequest, refusals: OrderRefusals): FastBuyer | null {
  const phone = checked(phoneSchema, request.phone, 'phone', refusals);
  const name = checked(optionalNameSchema, request.name, 'name', refusals);
  return phone === null ? null : { phone, name: name ?? null };
}
