import { storageKeys } from '../../storage/keys';
import * as z from 'zod/mini';

/**
 * What one tab tells the others: only which part changed and which tab says so (plus a random
 * nonce, so two equal messages in a row still change the storage-event fallback's value). Never
 * tokens or personal data: the other tabs re-read what they need themselves.
 */
export const syncMessageSchema = z.object({
  topic: z.enum(['cart', 'favorites', 'compares', 'login', 'logout']),
  from: z.string().check(z.minLength(1)),
  nonce: z.string().check(z.minLength(1)),
});

export type SyncMessage = z.infer<typeof syncMessageSchema>;
export type SyncTopic = SyncMessage['topic'];

/**
 * The storage key of the fallback transport (where BroadcastChannel is missing): each tab writes
 * its latest message there, and the other tabs learn of it through the `storage` event.
 */
export const SYNC_PULSE_KEY = storageKeys.syncPulse;
