import { savedAddressSchema, type SavedAddressRecord } from '@vitrina/core';
import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';
import { jsonAttribute } from '../../contract/json-attribute';

/**
 * `<div data-widget="address-book" data-addresses='[…]'>` around the delivery page's list and
 * forms (packages/widgets/docs/widget-contract.md, `address-book`): the user's saved addresses as
 * the server listed them, newest first.
 */
export const addressBookProps = islandProps({
  addresses: z._default(jsonAttribute<SavedAddressRecord[]>(z.array(savedAddressSchema), 'a JSON list of addresses ({ id, city, street, building, apartments? })'), []),
});

export type AddressBookProps = z.infer<typeof addressBookProps>;
