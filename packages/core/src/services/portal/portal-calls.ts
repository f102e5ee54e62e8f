import type { BonusHistory } from '../../schemas/bonus-history';
import type { UserOrder } from '../../schemas/user-order';
import type { ServiceContext } from '../service-context';
import type { AddressInput, SavedAddress, SaveAddressOptions } from '../addresses/address-types';
import { saveAddress } from '../addresses/save-address';

export { listAddresses as list, removeAddress as remove, updateAddress as update } from '../addresses/address-book';

/** A new address of the user; the same as `auth.saveAddress`. */
export const add = (context: ServiceContext, input: AddressInput, options: SaveAddressOptions = {}): Promise<SavedAddress> =>
  saveAddress(context, input, options);

export async function loadOrders({ api }: ServiceContext): Promise<readonly UserOrder[]> {
  return (await api.call('meOrders')).data;
}

/** The history, and its balance into `state.bonusesCount` (the header's counter agrees with the page). */
export async function loadBonusHistory({ api, state }: ServiceContext): Promise<BonusHistory> {
  const { data } = await api.call('meBonusHistory');
  if (state.isLoggedIn.peek()) state.bonusesCount.value = data.balance;
  return data;
}
