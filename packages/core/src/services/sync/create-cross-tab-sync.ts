import * as z from 'zod/mini';
import { storageKeys } from '../../storage/keys';
import type { ServiceContext } from '../service-context';
import type { ServiceEventMap } from '../service-events';
import type { KeyValueStore } from '../../storage/types';
import { digestOf, SYNC_PULSE_KEY, syncMessageSchema, type SyncMessage, type SyncTopic } from './sync-message';

type RemoteTopic = ServiceEventMap['remote:changed']['topic'];

/** The digest of the logged-out state. */
const LOGGED_OUT = digestOf('out');

/** Where a guest's lists live: another tab's write there is a change of that list. */
const GUEST_LIST_KEYS = [
  [storageKeys.favoritesList, 'favorites'],
  [storageKeys.compareList, 'compares'],
] as const;

/**
 * Cart, favourites, compare, login, logout and a change of the user's own details done in one tab
 * show in the other open tabs of the same shop without a reload: another tab's change makes this one emit 'remote:changed' (the
 * owning service re-reads), and another tab's logout logs this one out too ('auth:logout').
 * Messages go through a BroadcastChannel, or the storage event where there is none.
 *
 * A message about the cart or a list carries a digest of that part as the sending tab has it. The
 * receiving tab takes it as its own last known state of the part, so its re-read, which finds the
 * same, is not announced back, while any change it makes afterwards differs and goes out.
 * A guest's lists are also re-read on the storage event of their keys: a BroadcastChannel message
 * may arrive before the other tab's write can be read here, the storage event never does.
 */
export interface CrossTabSync {
  /** How this tab hears the others; 'none' when the environment offers neither way. */
  readonly transport: 'broadcast-channel' | 'storage' | 'none';
  /** Stops listening and announcing, and closes the channel. */
  stop(): void;
}

interface Transport {
  readonly kind: CrossTabSync['transport'];
  post(message: SyncMessage): void;
  close(): void;
}

const remoteTopic = (topic: SyncTopic): RemoteTopic => (topic === 'login' || topic === 'logout' ? 'auth' : topic);

export function createCrossTabSync(context: ServiceContext): CrossTabSync {
  const { config, events, state, storage, randomId } = context;
  const tabId = randomId();
  /**
   * The digest of each part as this tab last knew it, from its own last event or another tab's
   * message, in memory only: a local event that leaves a part as it was is not announced.
   */
  const fingerprints = new Map<RemoteTopic, string>();
  let applyingRemote = false;
  let lastNonce: string | undefined;
  let stopped = false;

  function receive(raw: unknown): void {
    if (stopped) return;
    const parsed = syncMessageSchema.safeParse(raw);
    // Anything else on the channel (another script, another version) is not ours to read.
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.from === tabId || message.nonce === lastNonce) return;
    lastNonce = message.nonce;
    const topic = remoteTopic(message.topic);
    if (message.topic === 'logout') {
      fingerprints.set('auth', LOGGED_OUT);
      applyingRemote = true;
      try {
        events.emit('auth:logout', { remote: true });
      } finally {
        applyingRemote = false;
      }
    } else if (message.digest !== undefined && topic !== 'auth') {
      // What this tab's re-read will find: that is the other tab's change, not one of this tab's.
      fingerprints.set(topic, message.digest);
    }
    events.emit('remote:changed', { topic });
  }

  /** Another tab wrote a guest's list: re-read it now that the new value can be read here. */
  function guestListWritten(key: string, topic: RemoteTopic): void {
    if (stopped || state.isLoggedIn.peek()) return;
    // A removed list is a login or logout in that tab, which reaches this one as such.
    if (storage.read(key, z.unknown()) === undefined) return;
    events.emit('remote:changed', { topic });
  }

  const transport = openTransport(`vitrina:${config.api.profile}|${config.api.shop}`, storage, receive);

  function local(topic: SyncTopic, fingerprint: string): void {
    if (stopped || applyingRemote) return;
    const part = remoteTopic(topic);
    const digest = digestOf(fingerprint);
    const unchanged = fingerprints.get(part) === digest;
    fingerprints.set(part, digest);
    if (unchanged) return;
    // A login or a profile change goes without one: the other tabs read the user themselves, and
    // its digest would stand for the shopper's id or details.
    const message: SyncMessage = { topic, from: tabId, nonce: randomId() };
    transport.post(part === 'auth' || part === 'profile' ? message : { ...message, digest });
  }

  const unsubscribes = [
    events.on('cart:changed', ({ cart }) => local('cart', JSON.stringify(cart))),
    events.on('lists:changed', ({ list, ids }) => local(list, ids.join(','))),
    events.on('auth:login', ({ user }) => local('login', `in:${user.uuid}`)),
    events.on('auth:restored', ({ user }) => fingerprints.set('auth', digestOf(`in:${user.uuid}`))),
    events.on('auth:logout', () => local('logout', 'out')),
    // Every change is news to the other tabs: the fingerprint never repeats.
    events.on('auth:profile-changed', () => local('profile', randomId())),
    ...GUEST_LIST_KEYS.map(([key, topic]) => storage.subscribe?.(key, () => guestListWritten(key, topic)) ?? (() => {})),
  ];

  return {
    transport: transport.kind,
    stop() {
      if (stopped) return;
      stopped = true;
      for (const unsubscribe of unsubscribes) unsubscribe();
      transport.close();
    },
  };
}

function openTransport(name: string, storage: KeyValueStore, onMessage: (raw: unknown) => void): Transport {
  const Channel = globalThis.BroadcastChannel;
  if (typeof Channel === 'function') {
    try {
      const channel = new Channel(name);
      channel.onmessage = (event: MessageEvent) => onMessage(event.data);
      // In Node an open channel would keep a finished script alive.
      (channel as { unref?: () => void }).unref?.();
      return { kind: 'broadcast-channel', post: (message) => channel.postMessage(message), close: () => channel.close() };
    } catch {
      // Some sandboxed documents refuse a channel; the storage event may still work there.
    }
  }
  if (storage.subscribe) {
    const unsubscribe = storage.subscribe(SYNC_PULSE_KEY, () => onMessage(storage.read(SYNC_PULSE_KEY, syncMessageSchema)));
    return { kind: 'storage', post: (message) => storage.write(SYNC_PULSE_KEY, message), close: unsubscribe };
  }
  return { kind: 'none', post: () => {}, close: () => {} };
}
