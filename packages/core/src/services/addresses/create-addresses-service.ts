import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { AddressInput, SavedAddress, SaveAddressOptions } from './address-types';

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

/** The calls and rules are fetched with the first of them, not with the page. */
export function createAddressesService(context: ServiceContext): AddressesService {
  const book = loadOnDemand('address-book', () => import('./address-book'), context.reportError);
  const saving = loadOnDemand('save-address', () => import('./save-address').then(({ saveAddress }) => saveAddress), context.reportError);
  return {
    list: async () => (await book()).listAddresses(context),
    add: async (input, options = {}) => (await saving())(context, input, options),
    update: async (id, input, options = {}) => (await book()).updateAddress(context, id, input, options),
    remove: async (id) => (await book()).removeAddress(context, id),
  };
}
