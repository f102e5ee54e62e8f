import type { CreditType } from '../../rules/credit-types';
import type { DeliveryType } from '../../rules/delivery-types';
import type { PaymentType } from '../../rules/payment-types';
import type { OrderType } from '../../schemas/place-order';
import type { ProductId } from '../../state/id-set';

/** A buyer or another recipient as typed; the recipient has no e-mail. */
export interface CheckoutPersonValues {
  readonly lastName: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly phone: string;
  readonly email: string;
}

export interface CheckoutCompanyValues {
  readonly companyName: string;
  readonly companyCode: string;
  readonly taxNumber: string;
  /** The signatory's passport or ID card number; never kept in the draft. */
  readonly passport: string;
}

export interface CheckoutAddressValues {
  readonly street: string;
  readonly building: string;
  readonly apartment: string;
}

/** The bank offer chosen for a credit payment: the provider, its kind of credit and the term. */
export interface CheckoutCreditChoice {
  readonly providerId: number;
  readonly creditType: CreditType;
  readonly months: number;
}

/**
 * Everything the checkout form holds (docs/checkout.md#the-checkout-island). A fast order uses the
 * buyer's phone and first name only. `city` is the city picked from the search, `cityText` what is
 * typed in its field; they differ while the shopper is still searching.
 */
export interface CheckoutValues {
  readonly orderType: OrderType;
  readonly person: CheckoutPersonValues;
  readonly recipient: 'me' | 'another';
  readonly recipientPerson: CheckoutPersonValues;
  readonly company: CheckoutCompanyValues;
  /** The passport of the 5000 UAH receipt rule; never kept in the draft. */
  readonly passport: string;
  readonly city: { readonly id: number; readonly title: string } | null;
  readonly cityText: string;
  readonly delivery: DeliveryType;
  /** The Nova Poshta branch or parcel locker chosen for the city and delivery type. */
  readonly departmentId: number | null;
  readonly address: CheckoutAddressValues;
  /** The shop chosen for self-delivery. */
  readonly storeId: number | null;
  readonly payment: PaymentType | null;
  readonly credit: CheckoutCreditChoice | null;
  readonly comment: string;
  /** Lines the shopper agreed to buy without their gift (the gifts ran out). */
  readonly withoutGift: readonly ProductId[];
}

const noPerson: CheckoutPersonValues = { lastName: '', firstName: '', middleName: '', phone: '', email: '' };

/** An empty form, with the default city (named once the page or a search gives its name) and a Nova Poshta branch. */
export function emptyCheckoutValues(city: CheckoutValues['city'] = null): CheckoutValues {
  return {
    orderType: 'new',
    person: noPerson,
    recipient: 'me',
    recipientPerson: noPerson,
    company: { companyName: '', companyCode: '', taxNumber: '', passport: '' },
    passport: '',
    city,
    cityText: city?.title ?? '',
    delivery: 'newpost',
    departmentId: null,
    address: { street: '', building: '', apartment: '' },
    storeId: null,
    payment: null,
    credit: null,
    comment: '',
    withoutGift: [],
  };
}
