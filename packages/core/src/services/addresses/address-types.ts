import type { KnownCity } from '../../rules/city';
import type { Address } from '../../schemas/address';

/** A delivery address as the shopper types it; `apartment` is left out for a house. */
export interface AddressInput {
  readonly city: string | number;
  readonly street: string;
  readonly building: string;
  readonly apartment?: string | null;
}

export interface SaveAddressOptions {
  /** The cities the city must be one of; looked up on the server by the typed name when left out. */
  readonly cities?: readonly KnownCity[];
}

export type SavedAddress = Address & { readonly id: number };
