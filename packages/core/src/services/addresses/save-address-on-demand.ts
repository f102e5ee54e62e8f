import { forwardOnDemand } from '../forward-on-demand';
import { portalCalls } from '../portal/create-portal-services';
import type { ServiceContext } from '../service-context';
import type { AddressInput, SavedAddress, SaveAddressOptions } from './address-types';

/**
 * Saves a delivery address of the logged-in user (docs/accounts.md), checked with the address
 * rules first (ValidationError, nothing saved); the server's verdict on the same rules comes back
 * the same way.
 */
export type SaveAddress = (input: AddressInput, options?: SaveAddressOptions) => Promise<SavedAddress>;

/** The address rules and call are fetched with the profile portal's calls when an address is saved, not with the page. */
export function saveAddressOnDemand(context: ServiceContext): SaveAddress {
  return (forwardOnDemand(portalCalls(context), ['add'], context) as unknown as { add: SaveAddress }).add;
}
