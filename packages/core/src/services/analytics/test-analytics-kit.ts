import { afterEach } from 'vitest';
import type { Cart } from '../../schemas/cart';
import { sampleProductCard } from '../../schemas/test-samples';
import { storageKeys } from '../../storage/keys';
import type { KeyValueStore } from '../../storage/types';
import type { ServiceContext } from '../service-context';
import { testServiceContext } from '../catalog/test-service-context';
import { cartSnapshotSchema } from './cart-snapshot';
import { createAnalyticsService } from './create-analytics-service';
import type { AnalyticsProduct } from './ga4-item';

/** Removes the `window.dataLayer` a test's events went to. */
export function useDataLayerCleanup(): void {
  afterEach(() => {
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
  });
}

export const loadTracker = () => import('./create-analytics-tracker').then(({ createAnalyticsTracker }) => createAnalyticsTracker);

/** The service, and `applied()`: resolves once its code has run every event and call so far. */
export function serviceOf(context: ServiceContext) {
  let loading: Promise<unknown> = Promise.resolve();
  const service = createAnalyticsService(context, () => (loading = loadTracker()));
  const applied = () => loading.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { service, applied };
}

export function setup(options: { storage?: KeyValueStore; cookie?: string } = {}) {
  const { context, analytics, reported } = testServiceContext(options);
  return { context, events: context.events, storage: context.storage, analytics, reported, ...serviceOf(context) };
}

export const phone: AnalyticsProduct = sampleProductCard();
export const laptop: AnalyticsProduct = {
  id: 98011,
  title: 'Ноутбук Lenovo IdeaPad 5',
  brand: 'Lenovo',
  price: 32999,
  price_with_discount: null,
  analytics_categories: { item_category: 'Ноутбуки', item_category2: null },
};
export const glass: AnalyticsProduct = {
  id: 700001,
  title: 'Захисне скло',
  brand: null,
  price: 499,
  price_with_discount: null,
  analytics_categories: { item_category: 'Послуги', item_category2: null },
};
export const setup_service: AnalyticsProduct = { ...glass, id: 700002, title: 'Налаштування', price: 299 };

export function cart(lines: Cart['suppliers'][number]['products']): Cart {
  return { cart_id: 'cart-1', suppliers: [{ id: 1, products: lines }] };
}

export const readSnapshot = (storage: KeyValueStore) => storage.read(storageKeys.cartSnapshot, cartSnapshotSchema);
