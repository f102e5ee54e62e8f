import type { Db } from '../../db/open-database';

export interface AddressView {
  readonly id: number;
  readonly city: string;
  readonly street: string;
  readonly building: string;
  readonly apartments: string | null;
}

export function addressesOfUser(db: Db, userId: number): AddressView[] {
  return db
    .prepare('SELECT id, city, street, building, apartments FROM addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(userId) as AddressView[];
}
