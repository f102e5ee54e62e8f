import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sampleUser } from '../../schemas/test-samples';
import { userSchema } from '../../schemas/user';
import { NetworkError } from '../../errors';
import { testServiceContext } from '../catalog/test-service-context';
import { createAnalyticsService } from './create-analytics-service';
import { createAnalyticsTracker } from './create-analytics-tracker';
import { cart, laptop, phone, readSnapshot, useDataLayerCleanup } from './test-analytics-kit';

useDataLayerCleanup();

describe('before the analytics code is there', () => {
  /** A service whose code arrives when the test says, or fails to. */
  function waitingSetup() {
    const { context, analytics, reported } = testServiceContext();
    const loads: { resolve: (create: typeof createAnalyticsTracker) => void; reject: (error: unknown) => void }[] = [];
    const service = createAnalyticsService(context, () => new Promise((resolve, reject) => loads.push({ resolve, reject })));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { service, events: context.events, storage: context.storage, analytics, reported, loads, settle };
  }

  it('a cart without lines fetches nothing', () => {
    const { events, loads } = waitingSetup();
    events.emit('cart:changed', { cart: null });
    events.emit('cart:changed', { cart: { cart_id: 'cart-1', suppliers: [] } });
    expect(loads).toHaveLength(0);
  });

  it('applies every event and call that came first, in the order they came, on one fetch', async () => {
    const { service, events, storage, analytics, loads, settle } = waitingSetup();
    const user = z.parse(userSchema, sampleUser());

    service.rememberProducts([laptop]);
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    service.addToCart(phone, { index: 1 });
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }, { id: 120455, choosed_quantity: 2 }]) });
    events.emit('auth:login', { user, isSignUp: false, guestCartId: 'cart-1' });
    service.selectItem(laptop, { index: 0 });
    const bought = service.purchase({ orderId: 31 });
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    events.emit('auth:logout', {});
    events.emit('cart:changed', { cart: cart([{ id: 120455, choosed_quantity: 1 }]) });

    expect(loads).toHaveLength(1);
    await settle();
    expect(analytics).toEqual([]);
    expect(readSnapshot(storage)).toBeUndefined();

    loads[0]?.resolve(createAnalyticsTracker);
    await expect(bought).resolves.toBe(true);
    expect(analytics.map((event) => event.name)).toEqual(['add_to_cart', 'login', 'select_item', 'purchase']);
    // The purchase saw the second cart change; the logout came between the last two.
    expect(analytics[3]?.params).toMatchObject({ transaction_id: '31', value: 32999 + 2 * 16999 });
    expect(readSnapshot(storage)).toEqual({ guid: 'id-4', items: [expect.objectContaining({ id: 120455, choosed_quantity: 1 })] });

    // Once the code is there, calls take effect at once.
    service.selectItem(phone, { index: 2 });
    expect(analytics).toHaveLength(5);
  });

  it('ready() fetches the code without an event, shares the fetch, and resolves once waiting events went out', async () => {
    const { service, analytics, loads, settle } = waitingSetup();
    const first = service.ready();
    service.selectItem(phone, { index: 3 });
    const second = service.ready();
    expect(loads).toHaveLength(1);
    await settle();
    expect(analytics).toEqual([]);

    loads[0]?.resolve(createAnalyticsTracker);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(analytics.map((event) => event.name)).toEqual(['select_item']);
    await expect(service.ready()).resolves.toBe(true);
    expect(loads).toHaveLength(1);
  });

  it('ready() resolves to false when the code cannot be fetched, and the next call fetches again', async () => {
    const { service, analytics, reported, loads } = waitingSetup();
    service.selectItem(phone, { index: 0 });
    const failed = service.ready();
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failed).resolves.toBe(false);
    expect(reported).toEqual([expect.any(NetworkError)]);

    const retried = service.ready();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve(createAnalyticsTracker);
    await expect(retried).resolves.toBe(true);
    expect(analytics.map((event) => event.name)).toEqual(['select_item']);
  });

  it('a failed fetch is reported once; the waiting work is applied after a later fetch succeeds', async () => {
    const { service, events, storage, analytics, reported, loads, settle } = waitingSetup();
    const user = z.parse(userSchema, sampleUser());
    const offline = new TypeError('Failed to fetch dynamically imported module');

    service.rememberProducts([laptop]);
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    service.selectItem(phone, { index: 0 });
    let bought: boolean | undefined;
    void service.purchase({ orderId: 8 }).then((sent) => (bought = sent));
    expect(loads).toHaveLength(1);
    loads[0]?.reject(offline);
    await settle();

    expect(reported).toEqual([expect.any(NetworkError)]);
    expect(reported[0]).toMatchObject({ kind: 'network', cause: offline });
    expect(analytics).toEqual([]);
    expect(readSnapshot(storage)).toBeUndefined();
    expect(bought).toBeUndefined();

    events.emit('auth:login', { user, isSignUp: true, guestCartId: null });
    expect(loads).toHaveLength(2);
    loads[1]?.resolve(createAnalyticsTracker);
    await settle();

    expect(analytics.map((event) => event.name)).toEqual(['select_item', 'purchase', 'sign_up']);
    expect(analytics[1]?.params).toMatchObject({ transaction_id: '8', items: [expect.objectContaining({ item_id: '98011' })] });
    expect(bought).toBe(true);
    expect(readSnapshot(storage)).toBeUndefined();
    expect(reported).toHaveLength(1);
  });
});
