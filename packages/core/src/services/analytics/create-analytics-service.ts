import type { AnalyticsEvent } from '../../config';
import { VitrinaError } from '../../errors';
import { CURRENCY } from '../../rules/constants';
import { filterLabels, joinFilterValues, type SortBy } from '../../rules/sort-filter';
import type { Cart } from '../../schemas/cart';
import type { ProductId } from '../../state/id-set';
import { storageKeys } from '../../storage/keys';
import type { ServiceContext } from '../service-context';
import { cartHasLines, cartSnapshotSchema, purchaseItems, snapshotDetails, snapshotItems, type CartSnapshot } from './cart-snapshot';
import { ga4Item, itemsValue, productDetails, type AnalyticsProduct, type ProductDetails } from './ga4-item';

export interface ListPosition {
  /** The product's position in the list it was shown in. */
  readonly index?: number;
  readonly listName?: string;
}

/** Where the shopper was when adding to the cart (the same data the cart calls carry). */
export interface AddToCartContext extends ListPosition {
  /** The list page, counted from 1. */
  readonly page?: number;
  /** Selected values by filter name. */
  readonly filters?: Readonly<Record<string, readonly (string | number)[]>>;
  readonly sorting?: { readonly by: SortBy; readonly direction: 'asc' | 'desc' } | null;
}

/**
 * GA4 ecommerce events into the configured sink (spec §7): select_item, add_to_cart, login or
 * sign_up, purchase. Payloads carry product data only, never tokens or personal data. Keeps the
 * cart snapshot the purchase event reports (storageKeys.cartSnapshot).
 */
export interface AnalyticsService {
  selectItem(product: AnalyticsProduct, position?: ListPosition): void;
  addToCart(product: AnalyticsProduct, where?: AddToCartContext): void;
  /**
   * Makes products known for the cart snapshot, whose cart lines carry ids only: cards of a list,
   * and bundle services. Cards passed to selectItem and addToCart are remembered already.
   */
  rememberProducts(products: readonly AnalyticsProduct[]): void;
  /**
   * Sends the purchase of the order from the cart snapshot and forgets the snapshot; a one-click
   * order (not bought from the cart) sends nothing. Returns whether an event was sent.
   */
  purchase(order: { readonly orderId: number | string; readonly oneClick?: boolean }): boolean;
}

export function createAnalyticsService(context: ServiceContext): AnalyticsService {
  const { config, storage, events, reportError, randomId } = context;
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

  events.on('cart:changed', ({ cart }) => {
    // An emptied cart keeps its snapshot: the order that emptied it still has to be reported.
    if (!cartHasLines(cart)) return;
    lastCart = cart;
    saveSnapshot();
  });
  events.on('auth:login', ({ isSignUp }) => send(isSignUp ? 'sign_up' : 'login', {}));
  events.on('auth:logout', () => {
    lastCart = null;
    missing = new Set();
    storage.remove(storageKeys.cartSnapshot);
  });

  return {
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
