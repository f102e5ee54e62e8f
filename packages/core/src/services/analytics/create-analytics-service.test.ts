import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createVitrina } from '../../create-vitrina';
import type { Cart } from '../../schemas/cart';
import { sampleProductCard, sampleUser } from '../../schemas/test-samples';
import { userSchema } from '../../schemas/user';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore } from '../../storage/types';
import { testServiceContext } from '../catalog/test-service-context';
import { cartSnapshotSchema } from './cart-snapshot';
import { createAnalyticsService } from './create-analytics-service';
import type { AnalyticsProduct } from './ga4-item';

afterEach(() => {
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

function setup(options: { storage?: KeyValueStore; cookie?: string } = {}) {
  const { context, analytics, reported } = testServiceContext(options);
  return { context, events: context.events, storage: context.storage, analytics, reported, service: createAnalyticsService(context) };
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
  it('send a GA4 item with the list position', () => {
    const { service, analytics } = setup();
    service.selectItem(phone, { index: 3, listName: 'Смартфони' });
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

  it('add_to_cart carries the value, page, filters joined with | and the sorting', () => {
    const { service, analytics } = setup();
    service.addToCart(phone, {
      index: 5,
      page: 2,
      filters: { Бренд: ['Samsung', ' Apple ', ''], Колір: [], Памʼять: [256] },
      sorting: { by: 'price', direction: 'asc' },
    });
    service.addToCart(laptop);
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

  it('go to window.dataLayer by default', () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = dataLayer;
    const vitrina = createVitrina({
      api: { profile: 'https://shop.test/api/profile/', shop: 'https://shop.test/api/shop/' },
      storage: createMemoryStore(),
      cookieDocument: { cookie: '' },
      retryLimit: 0,
    });
    vitrina.services.analytics.selectItem(laptop, { index: 0 });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'select_item', ecommerce: { items: [expect.objectContaining({ item_id: '98011', index: 0 })] } },
    ]);
    vitrina.destroy();
  });

  it('a sink that throws is reported and breaks nothing', () => {
    const { context, reported } = testServiceContext();
    const service = createAnalyticsService({
      ...context,
      config: {
        ...context.config,
        analytics: () => {
          throw new Error('tag manager missing');
        },
      },
    });
    expect(() => service.addToCart(phone)).not.toThrow();
    expect(reported.map((error) => error.kind)).toEqual(['config']);
  });
});

describe('login and sign-up', () => {
  it('send sign_up when the server says the login signed up, else login', () => {
    const { events, analytics } = setup();
    const user = z.parse(userSchema, sampleUser());
    events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
    events.emit('auth:login', { user, isSignUp: true, guestCartId: 'cart-1' });
    events.emit('auth:restored', { user });
    expect(analytics).toEqual([
      { name: 'login', params: {} },
      { name: 'sign_up', params: {} },
    ]);
  });
});

describe('cart snapshot and purchase', () => {
  it('keeps a snapshot of every cart change with a new guid, services only when chosen', () => {
    const { service, events, storage } = setup();
    service.rememberProducts([phone, laptop, glass, setup_service]);

    events.emit('cart:changed', {
      cart: cart([
        { id: 120455, choosed_quantity: 2, service_products: [{ id: 700001, choosed_quantity: 1 }, { id: 700002, choosed_quantity: 0 }] },
        { id: 98011, count: 1 },
      ]),
    });
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
    expect(readSnapshot(storage)).toMatchObject({ guid: 'id-2', items: [{ id: 98011, choosed_quantity: 3 }] });
  });

  it('describes a line whose card arrives after the cart change', () => {
    const { service, events, storage } = setup();
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    expect(readSnapshot(storage)?.items).toEqual([]);
    service.addToCart(laptop, { index: 0 });
    expect(readSnapshot(storage)?.items).toEqual([expect.objectContaining({ id: 98011, choosed_quantity: 1 })]);
  });

  it('describes products from the snapshot of an earlier page', () => {
    const storage = createMemoryStore();
    const before = setup({ storage });
    before.service.rememberProducts([laptop]);
    before.events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });

    const after = setup({ storage });
    after.service.rememberProducts([phone]);
    after.events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }, { id: 120455, choosed_quantity: 1 }]) });
    expect(readSnapshot(storage)?.items.map((item) => item.id)).toEqual([98011, 120455]);
  });

  it('purchase reports the snapshot in UAH once, even after the cart was emptied', () => {
    const { service, events, storage, analytics } = setup();
    service.rememberProducts([phone, glass]);
    events.emit('cart:changed', {
      cart: cart([{ id: 120455, choosed_quantity: 2, service_products: [{ id: 700001, choosed_quantity: 1 }] }]),
    });
    events.emit('cart:changed', { cart: null });
    analytics.length = 0;

    expect(service.purchase({ orderId: 5012 })).toBe(true);
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
    expect(service.purchase({ orderId: 5012 })).toBe(false);
    expect(analytics).toHaveLength(1);
  });

  it('a one-click order sends no purchase and leaves the cart’s snapshot alone', () => {
    const { service, events, storage, analytics } = setup();
    service.rememberProducts([laptop]);
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    const snapshot = readSnapshot(storage);

    expect(service.purchase({ orderId: 77, oneClick: true })).toBe(false);
    expect(analytics.filter((event) => event.name === 'purchase')).toEqual([]);
    expect(readSnapshot(storage)).toEqual(snapshot);
  });

  it('a broken stored snapshot sends nothing and is dropped', () => {
    const { service, storage, analytics } = setup();
    storage.write(storageKeys.cartSnapshot, { guid: 1, items: 'lots' });
    expect(service.purchase({ orderId: 1 })).toBe(false);
    expect(analytics).toEqual([]);
    expect(storage.read(storageKeys.cartSnapshot, z.unknown())).toBeUndefined();
  });

  it('logout forgets the snapshot', () => {
    const { service, events, storage } = setup();
    service.rememberProducts([laptop]);
    events.emit('cart:changed', { cart: cart([{ id: 98011, choosed_quantity: 1 }]) });
    events.emit('auth:logout', {});
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
  it('no payload carries a token or personal data', () => {
    const token = 'secret-bearer-token-123';
    const { service, events, analytics, storage } = setup({ cookie: `token=${token}` });
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
