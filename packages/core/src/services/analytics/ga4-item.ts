import type { CartAnalyticsItem } from '../../schemas/cart-analytics-item';
import type { ProductCard } from '../../schemas/product-card';

/** What analytics needs of a product; a product card has it all. */
export type AnalyticsProduct = Pick<ProductCard, 'id' | 'title' | 'brand' | 'price' | 'price_with_discount' | 'analytics_categories'>;

/** A product's analytics details in the shape of the cart snapshot's lines (docs/analytics.md), without a quantity. */
export type ProductDetails = Omit<CartAnalyticsItem, 'choosed_quantity' | 'service_products'>;

/** A GA4 ecommerce item. `price` is what one unit costs the shopper; `discount` is off the list price. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand?: string;
  readonly item_category: string;
  readonly item_category2?: string;
  readonly price: number;
  readonly discount: number;
  readonly quantity: number;
  readonly index?: number;
}

export function productDetails(product: AnalyticsProduct): ProductDetails {
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    final_price: product.price_with_discount ?? product.price,
    brand: product.brand,
    item_category: product.analytics_categories.item_category,
    item_category2: product.analytics_categories.item_category2,
  };
}

/** Money to the kopiyka, so sums of floats do not leak binary noise into reports. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function ga4Item(details: ProductDetails, options: { quantity: number; index?: number | undefined }): Ga4Item {
  const name = details.title_ua ?? details.title ?? String(details.id);
  return {
    item_id: String(details.id),
    item_name: name,
    ...(details.brand ? { item_brand: details.brand } : {}),
    item_category: details.item_category,
    ...(details.item_category2 ? { item_category2: details.item_category2 } : {}),
    price: details.final_price,
    discount: Math.max(0, roundMoney(details.price - details.final_price)),
    quantity: options.quantity,
    ...(options.index === undefined ? {} : { index: options.index }),
  };
}

/** The value of a list of items: unit price times quantity, summed. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}
