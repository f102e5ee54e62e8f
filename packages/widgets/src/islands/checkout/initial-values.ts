import {
  DEFAULT_CITY_ID,
  emptyCheckoutValues,
  toMaskedPhone,
  withCheckoutDraft,
  type CheckoutDraft,
  type CheckoutValues,
  type User,
} from '@vitrina/core';
import type { ShopFormFields } from '../../ui/forms/shop-form-fields';
import { withText, type TextFieldName } from './text-fields';

/** The shop's no-script checkout fields by name, and the island's field each one fills. */
const SHOP_FIELDS: Readonly<Record<string, TextFieldName>> = {
  lastName: 'person.lastName',
  firstName: 'person.firstName',
  middleName: 'person.middleName',
  phone: 'person.phone',
  email: 'person.email',
  'recipient.lastName': 'recipient.person.lastName',
  'recipient.firstName': 'recipient.person.firstName',
  'recipient.middleName': 'recipient.person.middleName',
  'recipient.phone': 'recipient.person.phone',
  companyName: 'company.companyName',
  companyCode: 'company.companyCode',
  taxNumber: 'company.taxNumber',
  street: 'delivery.address.street',
  building: 'delivery.address.building',
  apartment: 'delivery.address.apartment',
  comment: 'comment',
};

/** The signed-in shopper's own details in the buyer's fields that are still empty. */
export function withUserDetails(values: CheckoutValues, user: User): CheckoutValues {
  const own = {
    lastName: user.last_name,
    firstName: user.first_name,
    phone: user.phone === null ? '' : (toMaskedPhone(user.phone) ?? ''),
    email: user.email,
  };
  const person = { ...values.person };
  for (const [key, value] of Object.entries(own) as [keyof typeof own, string][]) {
    if (person[key].trim() === '' || (key === 'phone' && toMaskedPhone(person.phone) === null)) person[key] = value;
  }
  return { ...values, person };
}

export interface InitialSources {
  /** The default city's name, when the page gives it. */
  readonly cityTitle: string | undefined;
  readonly draft: CheckoutDraft | null;
  /** What the shopper typed into the shop's own form before the island came. */
  readonly typed: ShopFormFields | null;
  readonly user: User | null;
}

/**
 * The form the checkout starts with: the default city (56) with its name, then the tab's draft,
 * then whatever the shopper typed into the page's form before the island came, then the signed-in
 * user's details where the buyer's fields are still empty (a signed-in shopper orders as registered).
 */
export function initialValues({ cityTitle, draft, typed, user }: InitialSources): CheckoutValues {
  let values = emptyCheckoutValues(cityTitle ? { id: DEFAULT_CITY_ID, title: cityTitle } : null);
  if (draft) values = withCheckoutDraft(values, draft);
  if (typed) {
    for (const [shopName, field] of Object.entries(SHOP_FIELDS)) {
      const text = typed.text(shopName);
      if (text !== undefined && text.trim() !== '' && text.trim() !== '+38') values = withText(values, field, text);
    }
  }
  if (user) values = withUserDetails({ ...values, orderType: draft?.orderType === 'fast' ? 'fast' : 'registered' }, user);
  return values;
}
