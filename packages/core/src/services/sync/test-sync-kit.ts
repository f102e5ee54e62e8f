import { afterEach, vi } from 'vitest';
import * as z from 'zod/mini';
import type { Cart } from '../../schemas/cart';
import { sampleUser } from '../../schemas/test-samples';
import { userSchema } from '../../schemas/user';
import type { KeyValueStore } from '../../storage/types';
import { TEST_API, testServiceContext } from '../catalog/test-service-context';
import type { ServiceContext } from '../service-context';
import type { ServiceEventMap } from '../service-events';
import { createCrossTabSync } from './create-cross-tab-sync';

export const CHANNEL = `vitrina:${TEST_API.profile}|${TEST_API.shop}`;
/** What each test opened (syncs, channels), stopped after it. */
export const open: { stop(): void }[] = [];

/** Stops what the test opened and restores the globals it stubbed. */
export function useSyncCleanup(): void {
  afterEach(() => {
    for (const item of open.splice(0)) item.stop();
    vi.unstubAllGlobals();
  });
}

export const user = z.parse(userSchema, sampleUser());
export const cart = (quantity: number): Cart => ({ cart_id: 'cart-1', suppliers: [{ products: [{ id: 5, choosed_quantity: quantity }] }] });

let tabs = 0;

/** One tab: a service context with its sync, and what its services were told. */
export function tab(options: { storage?: KeyValueStore } = {}) {
  const { context: base } = testServiceContext(options.storage ? { storage: options.storage } : {});
  const name = `tab-${(tabs += 1)}`;
  let ids = 0;
  const context: ServiceContext = { ...base, randomId: () => `${name}-${(ids += 1)}` };
  const heard: { name: keyof ServiceEventMap; payload: unknown }[] = [];
  context.events.on('remote:changed', (payload) => heard.push({ name: 'remote:changed', payload }));
  context.events.on('auth:logout', (payload) => heard.push({ name: 'auth:logout', payload }));
  const sync = createCrossTabSync(context);
  open.push(sync);
  return { events: context.events, state: context.state, storage: context.storage, heard, sync };
}

/** Listens on the channel as a third tab would, to see the raw messages. */
export function eavesdrop() {
  const messages: unknown[] = [];
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event) => messages.push(event.data);
  open.push({ stop: () => channel.close() });
  return { messages, post: (message: unknown) => channel.postMessage(message) };
}

export const remote = (topic: string) => ({ name: 'remote:changed', payload: { topic } });
