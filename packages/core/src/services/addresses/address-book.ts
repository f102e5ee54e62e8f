import type { ServiceContext } from '../service-context';
import type { AddressInput, SavedAddress, SaveAddressOptions } from './address-types';
import { addressBody, asFormError, checkAddress } from './save-address';

/** The user's saved addresses, newest first. */
export async function listAddresses({ api }: ServiceContext): Promise<readonly SavedAddress[]> {
  return (await api.call('meAddresses')).data;
}

/**
 * Changes a saved address, checked with the same rules as a new one (ValidationError, nothing
 * sent); an address that is not the user's is the server's 404, as an HttpError.
 */
export async function updateAddress(context: ServiceContext, id: number, input: AddressInput, options: SaveAddressOptions = {}): Promise<SavedAddress> {
  const { form, city } = await checkAddress(context, input, options);
  try {
    return (await context.api.call('meAddressUpdate', { params: { id }, body: addressBody(form, city) })).data;
  } catch (error) {
    throw asFormError(error);
  }
}

/** Removes a saved address; one that is not the user's (or is gone already) is the server's 404. */
export async function removeAddress({ api }: ServiceContext, id: number): Promise<void> {
  await api.call('meAddressRemove', { params: { id } });
}
