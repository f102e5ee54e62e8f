import type { SavedAddress } from '@vitrina/core';

/** An address on one line, as the list shows it: 'Київ, вул. Хрещатик, 22А, кв. 15'. */
export function addressText(address: SavedAddress, t: (key: string, options?: Record<string, unknown>) => string): string {
  const parts = [address.city, address.street, address.building];
  if (address.apartments) parts.push(t('profile.addresses.apartment', { number: address.apartments }));
  return parts.join(', ');
}
