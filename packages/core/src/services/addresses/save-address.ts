import { ValidationError } from '../../errors';
import { validationMessages } from '../../i18n/messages';
import { findCity, type KnownCity } from '../../rules/city';
import { addressFormSchema, type AddressForm } from '../../rules/forms';
import { assertValid } from '../../rules/validate';
import type { Address } from '../../schemas/address';
import type { ServiceContext } from '../service-context';
import type { AddressInput, SavedAddress, SaveAddressOptions } from './address-types';
import { toValidationError } from './to-validation-error';

/**
 * The address checked with the address rules, and the city to send. Without a city list, the
 * shop's city search stands in for one: a name it finds nothing for is not a city of the shop,
 * and a name it finds but spells otherwise (another language) is left to the server's same rule.
 */
export async function checkAddress(
  { api }: ServiceContext,
  input: AddressInput,
  options: SaveAddressOptions,
): Promise<{ form: AddressForm; city: string }> {
  if (options.cities) {
    const form = assertValid(addressFormSchema(options.cities), input);
    return { form, city: findCity(options.cities, form.city)?.names[0] ?? String(form.city) };
  }
  // The rules run against the typed city itself, so every other field is checked before any request.
  const typed: unknown = input.city;
  const itself: KnownCity[] =
    typeof typed === 'number' ? [{ id: typed, names: [] }] : typeof typed === 'string' ? [{ id: '', names: [typed] }] : [];
  const form = assertValid(addressFormSchema(itself), input);
  if (typeof form.city === 'number') return { form, city: String(form.city) };
  const name = form.city.trim();
  const found = (await api.call('cities', { query: { search: name } })).data;
  if (found.length === 0) throw new ValidationError({ city: validationMessages.cityNotFound });
  const match = findCity(found.map((city) => ({ id: city.id, names: [city.title] })), name);
  return { form, city: match?.names[0] ?? name };
}

/** The request body of a checked address. */
export function addressBody(form: AddressForm, city: string): Address {
  return { city, street: form.street, building: form.building, ...(form.apartment === undefined ? {} : { apartments: form.apartment }) };
}

/** The server's 422 as the form's ValidationError (its `apartments` is the form's `apartment`); anything else as it is. */
export function asFormError(error: unknown): unknown {
  return toValidationError(error, { apartments: 'apartment' }) ?? error;
}

/** Saves a delivery address of the logged-in user; the server's 422 comes back as the form's ValidationError. */
export async function saveAddress(context: ServiceContext, input: AddressInput, options: SaveAddressOptions): Promise<SavedAddress> {
  const { form, city } = await checkAddress(context, input, options);
  try {
    return (await context.api.call('meAddress', { body: addressBody(form, city) })).data;
  } catch (error) {
    throw asFormError(error);
  }
}
