import type { SavedAddressRecord } from '@vitrina/core';
import { savedAddresses } from '../../api/handlers/profile/me-addresses';
import type { Db } from '../../db/open-database';

/** A saved address as the delivery page lists it (the profile API's `me/addresses` shape). */
export type AddressView = SavedAddressRecord;

/** A user's saved addresses, newest first. */
export function addressesOfUser(db: Db, userId: number): AddressView[] {
  return savedAddresses(db, userId);
}

/** One of the user's addresses, or undefined for another user's (or none). */
export function addressOfUser(db: Db, userId: number, id: number): AddressView | undefined {
  return addressesOfUser(db, userId).find((address) => address.id === id);
}
