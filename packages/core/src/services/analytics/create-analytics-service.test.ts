import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createVitrina } from '../../create-vitrina';
import type { Cart } from '../../schemas/cart';
import { sampleProductCard, sampleUser } from '../../schemas/test-samples';
import { userSchema } from '../../schemas/user';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore } from '../../storage/types';
import { NetworkError } from '../../errors';
import type { ServiceContext } from '../service-context';
import { testServiceContext } from '../catalog/test-service-context';
import { cartSnapshotSchema } from './cart-snapshot';
import { createAnalyticsService } from './create-analytics-service';
import { createAnalyticsTracker } from './create-analytics-tracker';
import type { AnalyticsProduct } from './ga4-item';

afterEach(() => {
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

const loadTracker = () => import('./create-analytics-tracker').then(({ createAnalyticsTracker }) => createAnalyticsTracker);

/** The service, and `applied()`: resolves once its code has run every event and call so far. */
function serviceOf(context: ServiceContext) {
  let loading: Promise<unknown> = Promise.resolve();
  const service = createAnalyticsService(context, () => (loading = loadTracker()));
  const applied = () => loading.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { service, applied };
}

function setup(options: { storage?: KeyValueStore; cookie?: string } = {}) {
  const { context, analytics, reported } = testServiceContext(options);
  return { context, events: context.events, storage: context.storage, analytics, reported, ...serviceOf(context) };
}

const phone: AnalyticsProduct = sampleProductCard();
const laptop: AnalyticsProduct = {
  id: 98011,
  title: 'Ноутбук Lenovo IdeaPad 5',
  brand: 'Lenovo',
  price: 32999,
  price_with_discount: null,
  analytics_categories: { item_category: 'Ноутбуки', item_category2: null },
};
const glass: AnalyticsProduct = {
  id: 700001,
  title: 'Захисне скло',
  brand: null,
  price: 499,
  price_with_discount: null,
  analytics_categories: { item_category: 'Послуги', item_category2: null },
};
const setup_service: AnalyticsProduct = { ...glass, id: 700002, title: 'Налаштування', price: 299 };

function cart(lines: Cart['suppliers'][number]['products']): Cart {
  return { cart_id: 'cart-1', suppliers: [{ id: 1, products: lines }] };
}

const readSnapshot = (storage: KeyValueStore) => storage.read(storageKeys.cartSnapshot, cartSnapshotSchema);

describe('select_item and add_to_cart', () => {
  it('send a GA4 item with the list position', async () => {
    const { service, analytics, applied } = setup();
    service.selectItem(phone, { index: 3, listName: 'Смартфони' });
    await applied();
    expect(analytics).toEqual([
      {
        name: 'select_item',
        params: {
          item_list_name: 'Смартфони',
          items: [
            {
              item_id: '120455',
              item_name: 'Смартфон Samsung Galaxy A55 5G 8/256GB Awesome Navy',
              item_brand: 'Samsung',
              item_category: 'Смартфони',
              item_category2: 'Samsung',
              price: 16999,
              discount: 2000,
              quantity: 1,
              index: 3,
            },
          ],
        },
      },
    ]);
  });

  it('add_to_cart carries the value, page, filters joined with | and the sorting', async () => {
    const { service, analytics, applied } = setup();
    service.addToCart(phone, {
      index: 5,
      page: 2,
      filters: { Бренд: ['Samsung', ' Apple ', ''], Колір: [], Памʼять: [256] },
      sorting: { by: 'price', direction: 'asc' },
    });
    service.addToCart(laptop);
    await applied();
    expect(analytics[0]).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'UAH',
        value: 16999,
        items: [expect.objectContaining({ item_id: '120455', price: 16999, discount: 2000, quantity: 1, index: 5 })],
        page: 2,
        filter_names: 'Бренд|Памʼять',
        filters: { Бренд: 'Samsung|Apple', Памʼять: '256' },
        sort_by: 'price',
        sort_direction: 'asc',
      },
    });
    expect(analytics[1]).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'UAH',
        value: 32999,
        items: [{ item_id: '98011', item_name: 'Ноутбук Lenovo IdeaPad 5', item_brand: 'Lenovo', item_category: 'Ноутбуки', price: 32999, discount: 0, quantity: 1 }],
      },
    });
  });

  it('go to window.dataLayer by default', async () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = dataLayer;
    const vitrina = createVitrina({
      api: { profile: 'https://shop.test/api/profile/', shop: 'https://shop.test/api/shop/' },
      storage: createMemoryStore(),
      cookieDocument: { cookie: '' },
      retryLimit: 0,
    });
    vitrina.services.analytics.selectItem(laptop, { index: 0 });
    await vi.waitFor(() =>
      expect(dataLayer).toEqual([
        { ecommerce: null },
        { event: 'select_item', ecommerce: { items: [expect.objectContaining({ item_id: '98011', index: 0 })] } },
      ]),
    );
    vitrina.destroy();
  });

  it('a sink that throws is reported and breaks nothing', async () => {
    const { context, reported } = testServiceContext();
    const { service, applied } = serviceOf({
      ...context,
      config: {
        ...context.config,
        analytics: () => {
          throw new Error('tag manager missing');
        },
      },
    });
    expect(() => service.addToCart(phone)).not.toThrow();
    await applied();
    expect(reported.map((error) => error.kind)).toEqual(['config']);
  });
});

describe('login and sign-up', () => {
  it('send sign_up when the server says the login signed up, else login', async () => {
    const { events, analytics, applied } = setup();
    const user = z.parse(userSchema, sampleUser());
    events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
    events.emit('auth:login', { user, isSignUp: true, guestCartId: 'cart-1' });
    events.emit('auth:restored', { user });
    await applied();
    expect(analytics).toEqual([
      { name: 'login', params: {} },
      { name: 'sign_up', params: {} },
    ]);
  });
});

describe('cart snapshot and purchase', () => {
  it('keeps a snapshot of every cart change with a new guid, services only when chosen', async () => {
    const { service, events, storage, applied } = setup();
    service.rememberProducts([phone, laptop, glass, setup_service]);

    events.emit('cart:changed', {
      cart: cart([
        { id: 120455, choosed_quantity: 2, service_products: [{ id: 700001, choosed_quantity: 1 }, { id: 700002, choosed_quantity: 0 }] },
        { id: 98011, count: 1 },
      ]),
    });
    await applied();
    const first = readSnapshot(storage);
    expect(first).toEqual({
      guid: 'id-1',
      items: [
        {
          id: 120455,
          choosed_quantity: 2,
          price: 18999,
          final_price: 16999,
          title: phone.title,
          brand: 'Samsung',
          item_category: 'Смартфони',
          item_category2: 'Samsung',
          service_products: [
            { id: 700001, choosed_quantity: 1, price: 499, final_price: 499, title: 'Захисне скло', brand: null, item_category: 'Послуги', item_category2: null },
          ],
        },
        { id: 98011, choosed_quantity: 1, price: 32999, final_price: 32999, title: laptop.title, brand: 'Lenovo', item_category: 'Ноутбуки', item_category2: null },
      ],
    });

    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 3 }]) });
    await applied();
    expect(readSnapshot(storage)).toMatchObject({ guid: 'id-2', items: [{ id: 98011, choosed_quantity: 3 }] });
  });

  it('describes a line whose card arrives after the cart change', async () => {
    const { service, events, storage, applied } = setup();
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    await applied();
    expect(readSnapshot(storage)?.items).toEqual([]);
    service.addToCart(laptop, { index: 0 });
    expect(readSnapshot(storage)?.items).toEqual([expect.objectContaining({ id: 98011, choosed_quantity: 1 })]);
  });

  it('describes products from the snapshot of an earlier page', async () => {
    const storage = createMemoryStore();
    const before = setup({ storage });
    before.service.rememberProducts([laptop]);
    before.events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    await before.applied();

    const after = setup({ storage });
    after.service.rememberProducts([phone]);
    after.events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }, { id: 120455, choosed_quantity: 1 }]) });
    await after.applied();
    expect(readSnapshot(storage)?.items.map((item) => item.id)).toEqual([98011, 120455]);
  });

  it('purchase reports the snapshot in UAH once, even after the cart was emptied', async () => {
    const { service, events, storage, analytics, applied } = setup();
    service.rememberProducts([phone, glass]);
    events.emit('cart:changed', {
      cart: cart([{ id: 120455, choosed_quantity: 2, service_products: [{ id: 700001, choosed_quantity: 1 }] }]),
    });
    events.emit('cart:changed', { cart: null });
    await applied();
    analytics.length = 0;

    await expect(service.purchase({ orderId: 5012 })).resolves.toBe(true);
    expect(analytics).toEqual([
      {
        name: 'purchase',
        params: {
          transaction_id: '5012',
          value: 2 * 16999 + 499,
          currency: 'UAH',
          items: [
            expect.objectContaining({ item_id: '120455', price: 16999, discount: 2000, quantity: 2, index: 0 }),
            expect.objectContaining({ item_id: '700001', price: 499, discount: 0, quantity: 1, index: 1 }),
          ],
        },
      },
    ]);
    expect(readSnapshot(storage)).toBeUndefined();
    await expect(service.purchase({ orderId: 5012 })).resolves.toBe(false);
    expect(analytics).toHaveLength(1);
  });

  it('a one-click order sends no purchase and leaves the cart’s snapshot alone', async () => {
    const { service, events, storage, analytics, applied } = setup();
    service.rememberProducts([laptop]);
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    await applied();
    const snapshot = readSnapshot(storage);

    await expect(service.purchase({ orderId: 77, oneClick: true })).resolves.toBe(false);
    expect(analytics.filter((event) => event.name === 'purchase')).toEqual([]);
    expect(readSnapshot(storage)).toEqual(snapshot);
  });

  it('a broken stored snapshot sends nothing and is dropped', async () => {
    const { service, storage, analytics } = setup();
    storage.write(storageKeys.cartSnapshot, { guid: 1, items: 'lots' });
    await expect(service.purchase({ orderId: 1 })).resolves.toBe(false);
    expect(analytics).toEqual([]);
    expect(storage.read(storageKeys.cartSnapshot, z.unknown())).toBeUndefined();
  });

  it('logout forgets the snapshot', async () => {
    const { service, events, storage, applied } = setup();
    service.rememberProducts([laptop]);
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    await applied();
    expect(readSnapshot(storage)).toBeDefined();
    events.emit('auth:logout', {});
    await applied();
    expect(readSnapshot(storage)).toBeUndefined();
  });
});

/** Every property name in a JSON-like value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('privacy', () => {
  it('no payload carries a token or personal data', async () => {
    const token = 'secret-bearer-token-123';
    const { service, events, analytics, storage, applied } = setup({ cookie: `token=${token}` });
    const user = z.parse(userSchema, sampleUser());

    events.emit('auth:login', { user, isSignUp: true, guestCartId: 'cart-1' });
    events.emit('auth:restored', { user });
    service.selectItem(phone, { index: 0, listName: 'Смартфони' });
    service.addToCart(phone, { index: 0, page: 1, filters: { Бренд: ['Samsung'] }, sorting: { by: 'label', direction: 'desc' } });
    service.rememberProducts([glass]);
    events.emit('cart:changed', { cart: cart([{ id: 120455, choosed_quantity: 1, service_products: [{ id: 700001, choosed_quantity: 1 }] }]) });
    service.purchase({ orderId: 1 });
    events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
    events.emit('auth:logout', {});
    await applied();

    expect(analytics.map((event) => event.name)).toEqual(['sign_up', 'select_item', 'add_to_cart', 'purchase', 'login']);
    const secrets = [token, user.uuid, user.email, user.phone, user.first_name, user.last_name, '0671234567', '067 123 45 67', 'cart-1'];
    const snapshotText = JSON.stringify(readSnapshot(storage) ?? '');
    for (const event of analytics) {
      const text = JSON.stringify(event);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      for (const key of keysOf(event.params)) expect(key).not.toMatch(/token|uuid|mail|phone|birthday|^user|^(first|last|middle)_?name$|^name$/i);
    }
    for (const secret of secrets) expect(snapshotText).not.toContain(secret);
  });
});

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
