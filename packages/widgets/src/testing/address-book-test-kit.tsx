import { createMemoryCookieDocument, type SavedAddress, type Vitrina } from '@vitrina/core';
import { render, type RenderResult } from '@testing-library/react';
import { AddressBook } from '../islands/address-book/address-book';
import { VitrinaProvider } from '../vitrina-context';
import { kyivAddress } from './portal-fixtures';
import { loadedVitrina } from './sign-in-test-kit';

export { addressApi, kyivAddress, lvivAddress } from './portal-fixtures';

/** A loaded SDK with a token cookie, as on the signed-in user's delivery page. */
export const signedInVitrina = (config: Parameters<typeof loadedVitrina>[0] = {}): Promise<Vitrina> =>
  loadedVitrina({ cookieDocument: createMemoryCookieDocument({ token: 'portal-token' }), ...config });

export function renderBook(vitrina: Vitrina, addresses: readonly SavedAddress[] = [kyivAddress]): RenderResult {
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <AddressBook addresses={[...addresses]} />
    </VitrinaProvider>,
  );
}
