import type { AnalyticsEvent } from '../../config';
import { VitrinaError } from '../../errors';
import { CURRENCY } from '../../rules/constants';
import { filterLabels, joinFilterValues } from '../../rules/sort-filter';
import type { Cart } from '../../schemas/cart';
import type { ProductId } from '../../state/id-set';
import { storageKeys } from '../../storage/keys';
import type { ServiceContext } from '../service-context';
import type { AnalyticsTracker } from './analytics-types';
import { cartHasLines } from './cart-has-lines';
import { cartSnapshotSchema, purchaseItems, snapshotDetails, snapshotItems, type CartSnapshot } from './cart-snapshot';
import { ga4Item, itemsValue, productDetails, type AnalyticsProduct, type ProductDetails } from './ga4-item';

export function createAnalyticsTracker(context: ServiceContext): AnalyticsTracker {
  const { config, storage, reportError, randomId } = context;
  const known = new Map<ProductId, ProductDetails>();
  let lastCart: Cart | null = null;
  /** Lines of `lastCart` the last snapshot had to leave out for want of details. */
  let missing = new Set<ProductId>();

  function send(name: string, params: AnalyticsEvent['params']): void {
    try {
      config.analytics({ name, params });
    } catch (error) {
      reportError(new VitrinaError('config', `The analytics sink failed on "${name}"`, { cause: error }));
    }
  }

  function readSnapshot(): CartSnapshot | undefined {
    return storage.read(storageKeys.cartSnapshot, cartSnapshotSchema);
  }

  function saveSnapshot(): void {
    if (!cartHasLines(lastCart)) return;
    const details = snapshotDetails(readSnapshot());
    for (const [id, product] of known) details.set(id, product);
    const built = snapshotItems(lastCart, details);
    missing = built.missing;
    storage.write(storageKeys.cartSnapshot, { guid: randomId(), items: built.items } satisfies CartSnapshot);
  }

  function remember(products: readonly AnalyticsProduct[]): void {
    let completesSnapshot = false;
    for (const product of products) {
      known.set(product.id, productDetails(product));
      if (missing.has(product.id)) completesSnapshot = true;
    }
    // A card added to the cart usually arrives after the cart's change: describe the line now.
    if (completesSnapshot) saveSnapshot();
  }

  return {
    cartChanged(cart) {
      lastCart = cart;
      saveSnapshot();
    },

    loggedIn: (isSignUp) => send(isSignUp ? 'sign_up' : 'login', {}),

    loggedOut(remote) {
      lastCart = null;
      missing = new Set();
      if (!remote) storage.remove(storageKeys.cartSnapshot);
    },

    selectItem(product, position = {}) {
      remember([product]);
      send('select_item', {
        ...(position.listName === undefined ? {} : { item_list_name: position.listName }),
        items: [ga4Item(productDetails(product), { quantity: 1, index: position.index })],
      });
    },

    addToCart(product, where = {}) {
      remember([product]);
      const items = [ga4Item(productDetails(product), { quantity: 1, index: where.index })];
      const labels = filterLabels(where.filters ?? {});
      const names = Object.keys(labels);
      send('add_to_cart', {
        currency: CURRENCY,
        value: itemsValue(items),
        items,
        ...(where.listName === undefined ? {} : { item_list_name: where.listName }),
        ...(where.page === undefined ? {} : { page: where.page }),
        ...(names.length === 0 ? {} : { filter_names: joinFilterValues(names), filters: labels }),
        ...(where.sorting ? { sort_by: where.sorting.by, sort_direction: where.sorting.direction } : {}),
      });
    },

    rememberProducts: remember,

    purchase({ orderId, oneClick = false }) {
      if (oneClick) return false;
      const snapshot = readSnapshot();
      const items = purchaseItems(snapshot?.items ?? []);
      if (items.length === 0) return false;
      send('purchase', { transaction_id: String(orderId), value: itemsValue(items), currency: CURRENCY, items });
      // Reporting the same snapshot twice would count the order twice.
      storage.remove(storageKeys.cartSnapshot);
      return true;
    },
  };
}
