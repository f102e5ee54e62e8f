import type { Cart } from '../../schemas/cart';
import type { AnalyticsService } from '../analytics/analytics-types';
import type { AnalyticsProduct } from '../analytics/ga4-item';
import { cartProducts } from './checkout-items';

/**
 * Describes the cart's lines and services to analytics where the cart answer carries what it
 * needs (title, price, category), so the purchase event can report lines no card on this page
 * showed.
 */
export function rememberCartProducts(analytics: Pick<AnalyticsService, 'rememberProducts'>, cart: Cart | null): void {
  const products: AnalyticsProduct[] = [];
  for (const line of cartProducts(cart)) {
    const { title, price, item_category: category } = line;
    if (title !== undefined && price !== undefined && category !== undefined) {
      products.push({
        id: line.id,
        title,
        brand: line.brand ?? null,
        price,
        price_with_discount: line.final_price ?? null,
        analytics_categories: { item_category: category, item_category2: line.item_category2 ?? null },
      });
    }
  }
  if (products.length > 0) analytics.rememberProducts(products);
}
