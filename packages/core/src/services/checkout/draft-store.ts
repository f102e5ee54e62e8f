import type { VitrinaError } from '../../errors';
import { createLocalStore, type StorageLike } from '../../storage/local-store';
import { storageProblemToError } from '../../storage/storage-problem-to-error';
import type { StorageErrorHandler } from '../../storage/types';
import { checkoutDraftSchema, toCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import type { CheckoutValues } from './checkout-values';

/** The session-storage key of a cart's checkout draft; the version changes with the draft's format. */
export const checkoutDraftKey = (cartId: string): string => `checkoutDraft_v1:${cartId}`;

export interface DraftStore {
  read(cartId: string): CheckoutDraft | null;
  save(cartId: string, values: CheckoutValues): void;
  clear(cartId: string): void;
}

function reachSessionStorage(onError: StorageErrorHandler): StorageLike | null {
  try {
    // Merely reading the property throws a SecurityError when the browser blocks storage.
    return globalThis.sessionStorage ?? null;
  } catch (error) {
    onError({ kind: 'unavailable', area: 'storage', error });
    return null;
  }
}

/**
 * The checkout drafts of this tab, one per cart, in session storage: they survive a reload of the
 * page and end with the tab. A corrupt draft reads as none (and is dropped); blocked or full
 * storage keeps the draft in memory for the page. Each problem goes to onError, never to the form.
 */
export function createDraftStore(reportError: (error: VitrinaError) => void): DraftStore {
  const onError: StorageErrorHandler = (problem) => reportError(storageProblemToError(problem));
  const store = createLocalStore({ storage: reachSessionStorage(onError), window: null, onError });
  return {
    read: (cartId) => store.read(checkoutDraftKey(cartId), checkoutDraftSchema) ?? null,
    save: (cartId, values) => store.write(checkoutDraftKey(cartId), toCheckoutDraft(values)),
    clear: (cartId) => store.remove(checkoutDraftKey(cartId)),
  };
}
