import { storageKeys } from '../../storage/keys';
import * as z from 'zod/mini';

/**
 * What one tab tells the others: which part changed, which tab says so, a random nonce (so two
 * equal messages in a row still change the storage-event fallback's value) and, for the cart and
 * the lists, a digest of that part as the sending tab now has it. A digest is a short hash: never
 * tokens or personal data, the other tabs re-read what they need themselves.
 */
export const syncMessageSchema = z.object({
  topic: z.enum(['cart', 'favorites', 'compares', 'login', 'logout', 'profile']),
  from: z.string().check(z.minLength(1)),
  nonce: z.string().check(z.minLength(1)),
  // Optional: a tab of an earlier version sends none.
  digest: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
});

export type SyncMessage = z.infer<typeof syncMessageSchema>;
export type SyncTopic = SyncMessage['topic'];

/**
 * The storage key of the fallback transport (where BroadcastChannel is missing): each tab writes
 * its latest message there, and the other tabs learn of it through the `storage` event.
 */
export const SYNC_PULSE_KEY = storageKeys.syncPulse;

/**
 * A short, stable hash of a part's fingerprint (cyrb53): equal parts give equal digests in every
 * tab, and nothing of the part can be read back from it.
 */
export function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
