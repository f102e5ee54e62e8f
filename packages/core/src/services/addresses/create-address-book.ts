import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { AddressInput, SavedAddress, SaveAddressOptions } from './address-types';

export type { AddressInput, SavedAddress, SaveAddressOptions } from './address-types';

/** The logged-in user's delivery addresses (docs/accounts.md). */
export interface AddressBook {
  /**
   * Saves a delivery address of the logged-in user, checked with the address rules first
   * (ValidationError, nothing saved); the server's verdict on the same rules comes back the same way.
   */
  saveAddress(input: AddressInput, options?: SaveAddressOptions): Promise<SavedAddress>;
}

export function createAddressBook(context: ServiceContext): AddressBook {
  // The address rules are fetched when an address is saved, not with the page.
  const saving = loadOnDemand('save-address', () => import('./save-address').then(({ saveAddress }) => saveAddress), context.reportError);
  return {
    async saveAddress(input, options = {}) {
      return (await saving())(context, input, options);
    },
  };
}
