import type { SavedAddressRecord } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import { notFound } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { positiveId } from '../shop/path-id';
import { checkedAddress } from './me-address';
import { signedInUser } from './signed-in-user';

interface AddressRow {
  id: number;
  city: string;
  street: string;
  building: string;
  apartments: string | null;
}

const toRecord = ({ apartments, ...row }: AddressRow): SavedAddressRecord => (apartments === null ? row : { ...row, apartments });

/** The saved addresses of a user, newest first. */
export function savedAddresses(db: Db, userId: number): SavedAddressRecord[] {
  const rows = db
    .prepare('SELECT id, city, street, building, apartments FROM addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(userId) as AddressRow[];
  return rows.map(toRecord);
}

/** The address id of the path; anything but a positive integer is a 404, as another user's address is. */
function addressId(segment: string | undefined): number {
  const id = positiveId(segment);
  if (id === undefined) throw notFound('No such address');
  return id;
}

export const meAddresses: ApiHandler<'meAddresses'> = ({ db, user }) => ({ success: true, data: savedAddresses(db, signedInUser(user).id) });

/** Changes one of the caller's addresses; another user's (or none) is a 404 and nothing changes. */
export const meAddressUpdate: ApiHandler<'meAddressUpdate'> = ({ db, user, params, input }) => {
  const owner = signedInUser(user);
  const id = addressId(params.id);
  const address = checkedAddress(db, input);
  const { changes } = db
    .prepare('UPDATE addresses SET city = ?, street = ?, building = ?, apartments = ? WHERE id = ? AND user_id = ?')
    .run(address.city, address.street, address.building, address.apartments ?? null, id, owner.id);
  if (changes !== 1) throw notFound(`No address ${id} of this user`);
  return { success: true, data: { id, ...address } };
};

/** Removes one of the caller's addresses; another user's (or none) is a 404 and nothing changes. */
export const meAddressRemove: ApiHandler<'meAddressRemove'> = ({ db, user, params }) => {
  const owner = signedInUser(user);
  const id = addressId(params.id);
  const { changes } = db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?').run(id, owner.id);
  if (changes !== 1) throw notFound(`No address ${id} of this user`);
  return { success: true };
};
