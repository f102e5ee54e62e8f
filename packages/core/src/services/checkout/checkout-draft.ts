import * as z from 'zod/mini';
import { creditTypeSchema } from '../../schemas/credit-type';
import { deliveryTypeSchema } from '../../schemas/delivery-type';
import { paymentTypeSchema } from '../../schemas/payment-type';
import { orderTypeSchema } from '../../schemas/place-order';
import type { CheckoutValues } from './checkout-values';

const TEXT_MAX = 1000;
const text = z._default(z.string().check(z.maxLength(TEXT_MAX)), '');
const id = z.int().check(z.positive());
const personDraft = z.object({ lastName: text, firstName: text, middleName: text, phone: text, email: text });

/**
 * What the checkout keeps of the typed details for one cart in the tab's session storage
 * (docs/checkout.md#the-checkout-island): everything but the passport numbers, which never leave
 * the page, and the gifts declined after a refusal. Parts left out read as empty.
 */
export const checkoutDraftSchema = z.object({
  orderType: z.optional(orderTypeSchema),
  person: z.optional(personDraft),
  recipient: z.optional(z.enum(['me', 'another'])),
  recipientPerson: z.optional(personDraft),
  company: z.optional(z.object({ companyName: text, companyCode: text, taxNumber: text })),
  city: z.optional(z.nullable(z.object({ id, title: z.string().check(z.maxLength(TEXT_MAX)) }))),
  cityText: z.optional(text),
  delivery: z.optional(deliveryTypeSchema),
  departmentId: z.optional(z.nullable(id)),
  address: z.optional(z.object({ street: text, building: text, apartment: text })),
  storeId: z.optional(z.nullable(id)),
  payment: z.optional(z.nullable(paymentTypeSchema)),
  credit: z.optional(z.nullable(z.object({ providerId: id, creditType: creditTypeSchema, months: id }))),
  comment: z.optional(text),
});

export type CheckoutDraft = z.output<typeof checkoutDraftSchema>;

/** The draft of the form: the passports (the buyer's, the company signatory's) are left out. */
export function toCheckoutDraft(values: CheckoutValues): CheckoutDraft {
  const { passport: _passport, withoutGift: _withoutGift, company, ...kept } = values;
  const { passport: _companyPassport, ...companyKept } = company;
  return { ...kept, company: companyKept };
}

/** The form with a draft's parts put in; what the draft lacks stays as it is. */
export function withCheckoutDraft(values: CheckoutValues, draft: CheckoutDraft): CheckoutValues {
  const { company, ...parts } = draft;
  const defined = Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Partial<CheckoutValues>;
  return { ...values, ...defined, ...(company ? { company: { ...values.company, ...company } } : {}) };
}
