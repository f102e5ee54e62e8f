import type { CheckoutValues } from '@vitrina/core';

/** The checkout's text fields by their names (the order request's paths), and where each lives in the values. */
const TEXT_FIELDS = {
  'person.lastName': ['person', 'lastName'],
  'person.firstName': ['person', 'firstName'],
  'person.middleName': ['person', 'middleName'],
  'person.phone': ['person', 'phone'],
  'person.email': ['person', 'email'],
  'recipient.person.lastName': ['recipientPerson', 'lastName'],
  'recipient.person.firstName': ['recipientPerson', 'firstName'],
  'recipient.person.middleName': ['recipientPerson', 'middleName'],
  'recipient.person.phone': ['recipientPerson', 'phone'],
  'company.companyName': ['company', 'companyName'],
  'company.companyCode': ['company', 'companyCode'],
  'company.taxNumber': ['company', 'taxNumber'],
  'company.passport': ['company', 'passport'],
  'delivery.address.street': ['address', 'street'],
  'delivery.address.building': ['address', 'building'],
  'delivery.address.apartment': ['address', 'apartment'],
  passport: ['passport'],
  comment: ['comment'],
} as const;

export type TextFieldName = keyof typeof TEXT_FIELDS;

type Group = 'person' | 'recipientPerson' | 'company' | 'address';

export function textOf(values: CheckoutValues, name: TextFieldName): string {
  const [first, second] = TEXT_FIELDS[name] as readonly [string, string?];
  const holder = values[first as keyof CheckoutValues];
  return second === undefined ? (holder as string) : (holder as unknown as Record<string, string>)[second] ?? '';
}

export function withText(values: CheckoutValues, name: TextFieldName, text: string): CheckoutValues {
  const [first, second] = TEXT_FIELDS[name] as readonly [string, string?];
  if (second === undefined) return { ...values, [first]: text };
  const group = first as Group;
  return { ...values, [group]: { ...values[group], [second]: text } };
}
