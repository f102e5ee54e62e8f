import type { BonusHistory } from '../../schemas/bonus-history';
import type { UserOrder } from '../../schemas/user-order';
import type { AddressInput, SavedAddress, SaveAddressOptions } from '../addresses/address-types';

/** The logged-in user's delivery addresses (docs/accounts.md#delivery-addresses). */
export interface AddressesService {
  /** The saved addresses, newest first. */
  list(): Promise<readonly SavedAddress[]>;
  /** Saves a new address; the same as `auth.saveAddress`. */
  add(input: AddressInput, options?: SaveAddressOptions): Promise<SavedAddress>;
  /**
   * Changes a saved address, checked with the address rules first (ValidationError, nothing
   * sent); the server's verdict on the same rules comes back the same way, on the form's fields.
   * An address that is not the user's is an HttpError 404, and nothing changes.
   */
  update(id: number, input: AddressInput, options?: SaveAddressOptions): Promise<SavedAddress>;
  /** Removes a saved address; one that is not the user's is an HttpError 404. */
  remove(id: number): Promise<void>;
}

/** The logged-in user's orders and bonus history (docs/accounts.md#purchases, #bonuses). */
export interface PurchasesService {
  /** The user's orders, newest first, with their status now. */
  loadOrders(): Promise<readonly UserOrder[]>;
  /**
   * The bonus balance and its changes, newest first. The balance also goes to
   * `state.bonusesCount`, so the header's counter agrees with the page.
   */
  loadBonusHistory(): Promise<BonusHistory>;
}
