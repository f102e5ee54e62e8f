import type { CartAddPayload, ListAnalytics } from '@vitrina/core';
import { PRICE_FILTER } from '../api/handlers/shop/list-filters-param';
import type { ProductSort } from '../catalog/list-products';
import { BRAND_FACET, type CatalogParams } from './catalog-params';

/**
 * A catalogue page as a list (`data-analytics-list`, the core's `listAnalyticsSchema`): its name,
 * page, filters (the cart's filterOptions: brands under `brand`, the price range under `price`,
 * characteristics by name) and sorting (the SDK's sortingState: by price or label; other orders
 * have none).
 */
export function catalogListAnalytics(name: string, params: CatalogParams, page: number): ListAnalytics {
  const filters: Record<string, string[]> = {};
  if (params.brands.length > 0) filters[BRAND_FACET] = [...params.brands];
  if (params.priceMin !== undefined || params.priceMax !== undefined) {
    filters[PRICE_FILTER] = [params.priceMin === undefined ? '' : String(params.priceMin), params.priceMax === undefined ? '' : String(params.priceMax)];
  }
  for (const [filter, values] of Object.entries(params.filters)) filters[filter] = [...values];
  return { name, page, filters, sorting: sortingState(params.sort) };
}

function sortingState(sort: ProductSort): CartAddPayload['sortingState'] {
  if (sort === 'price_asc') return { by: 'price', direction: 'asc' };
  if (sort === 'price_desc') return { by: 'price', direction: 'desc' };
  // Labelled products first.
  if (sort === 'label') return { by: 'label', direction: 'desc' };
  return null;
}
