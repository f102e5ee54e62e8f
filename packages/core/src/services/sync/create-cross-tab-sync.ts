import type { ServiceContext } from '../service-context';
import type { ServiceEventMap } from '../service-events';
import type { KeyValueStore } from '../../storage/types';
import { SYNC_PULSE_KEY, syncMessageSchema, type SyncMessage, type SyncTopic } from './sync-message';

type RemoteTopic = ServiceEventMap['remote:changed']['topic'];

/**
 * How long a change another tab announced may take to come back here as a local event (this
 * tab re-reading it). That event is not announced again, so tabs do not echo each other.
 */
export const ECHO_WINDOW_MS = 5_000;

/**
 * Cart, favourites, compare, login and logout done in one tab show in the other open tabs of the
 * same shop without a reload: another tab's change makes this one emit 'remote:changed' (the
 * owning service re-reads), and another tab's logout logs this one out too ('auth:logout').
 * Messages go through a BroadcastChannel, or the storage event where there is none.
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
  const { config, events, storage, randomId, delay } = context;
  const tabId = randomId();
  /** What each part looked like at its last local event, in memory only: unchanged parts are not announced. */
  const fingerprints = new Map<RemoteTopic, string>();
  /** Parts another tab changed; the next local event of such a part is this tab re-reading it. */
  const echoes = new Map<RemoteTopic, number>();
  let echoTicket = 0;
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
      fingerprints.set('auth', 'out');
      applyingRemote = true;
      try {
        events.emit('auth:logout', {});
      } finally {
        applyingRemote = false;
      }
    } else {
      const ticket = (echoTicket += 1);
      echoes.set(topic, ticket);
      void delay(ECHO_WINDOW_MS).then(() => {
        if (echoes.get(topic) === ticket) echoes.delete(topic);
      });
    }
    events.emit('remote:changed', { topic });
  }

  const transport = openTransport(`vitrina:${config.api.profile}|${config.api.shop}`, storage, receive);

  function local(topic: SyncTopic, fingerprint: string): void {
    if (stopped || applyingRemote) return;
    const part = remoteTopic(topic);
    const unchanged = fingerprints.get(part) === fingerprint;
    fingerprints.set(part, fingerprint);
    if (unchanged) return;
    // A logout always goes out: no tab may stay logged in on a revoked token.
    if (topic !== 'logout' && echoes.delete(part)) return;
    transport.post({ topic, from: tabId, nonce: randomId() });
  }

  const unsubscribes = [
    events.on('cart:changed', ({ cart }) => local('cart', JSON.stringify(cart))),
    events.on('lists:changed', ({ list, ids }) => local(list, ids.join(','))),
    events.on('auth:login', ({ user }) => local('login', `in:${user.uuid}`)),
    events.on('auth:restored', ({ user }) => fingerprints.set('auth', `in:${user.uuid}`)),
    events.on('auth:logout', () => local('logout', 'out')),
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
