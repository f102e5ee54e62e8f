import { DEFAULT_CITY_ID, DELIVERY_TYPES, PAYMENT_TYPES, formatPhone, isCorporatePayment, type PaymentType } from '@vitrina/core';
import { randomUUID } from 'node:crypto';
import type { CartView } from '../../cart/load-cart';
import type { PageContext } from '../context/page-context';
import { CHECKOUT_FIELDS as F } from './checkout-fields';
import type { FormValues } from './checkout-form';

/** The checkout form as the page shows it: the values in its fields, the messages of a refusal, and its key. */
export interface CheckoutFormState {
  readonly values: FormValues;
  /** Messages in the page's language, by form field name ('lines.{id}' at a line of the summary). */
  readonly errors: Readonly<Record<string, string>>;
  /** The refusal's own message, shown above the form. */
  readonly alert?: string | undefined;
  /** The Idempotency-Key the form posts: new for each page view, kept when the form comes back refused. */
  readonly key: string;
}

/** The payment types a buyer may choose: corporate buyers get the transfers and no credit. */
export function paymentTypesFor(corporate: boolean): PaymentType[] {
  return Object.values(PAYMENT_TYPES).filter((type: PaymentType) => (corporate ? type !== PAYMENT_TYPES.credit : !isCorporatePayment(type)));
}

/** The form of a fresh page view: the signed-in buyer's details, the cart's promo code and bonuses, a new key. */
export function initialCheckoutForm(ctx: PageContext, view: CartView): CheckoutFormState {
  const { viewer } = ctx;
  return {
    values: {
      [F.lastName]: viewer?.last_name ?? '',
      [F.firstName]: viewer?.first_name ?? '',
      [F.phone]: viewer?.phone ? formatPhone(viewer.phone) : '',
      [F.email]: viewer?.email ?? '',
      [F.recipient]: 'me',
      [F.delivery]: DELIVERY_TYPES.newPost,
      [F.cityId]: String(DEFAULT_CITY_ID),
      [F.payment]: paymentTypesFor(ctx.corporate)[0] ?? PAYMENT_TYPES.cash,
      [F.promoCode]: view.promo?.code ?? '',
      [F.bonuses]: view.totals.bonuses > 0 ? String(view.totals.bonuses) : '',
    },
    errors: {},
    key: randomUUID(),
  };
}

/** The city the form names, or the default city. */
export function chosenCityId(values: FormValues): number {
  const id = Number(values[F.cityId]);
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_CITY_ID;
}
