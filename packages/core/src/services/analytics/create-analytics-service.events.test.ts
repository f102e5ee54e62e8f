import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createVitrina } from '../../create-vitrina';
import { sampleUser } from '../../schemas/test-samples';
import { userSchema } from '../../schemas/user';
import { createMemoryStore } from '../../storage/memory-store';
import { testServiceContext } from '../catalog/test-service-context';
import { cart, glass, laptop, phone, readSnapshot, serviceOf, setup, useDataLayerCleanup } from './test-analytics-kit';

useDataLayerCleanup();

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
