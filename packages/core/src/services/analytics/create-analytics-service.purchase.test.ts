import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import { cart, glass, laptop, phone, readSnapshot, setup, setup_service, useDataLayerCleanup } from './test-analytics-kit';

useDataLayerCleanup();

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
