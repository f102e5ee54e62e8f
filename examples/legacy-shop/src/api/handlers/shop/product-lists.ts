import type { ProductListPage } from '@vitrina/core';
import { listProducts, type ProductListQuery, type ProductSort } from '../../../catalog/list-products';
import { notFound } from '../../../http/api-error';
import type { ApiHandler, HandlerContext } from '../../handler';
import { parseListFilters } from './list-filters-param';
import { PROMOTION_IDS } from './promotions';
import { isCorporate } from './request-user';

interface ListRequest {
  readonly page?: number;
  readonly sort?: 'price' | 'label';
  readonly direction?: 'asc' | 'desc';
}

/** The SDK's sort controls (SORT_LABEL_KEYS: by price, by label) as a catalogue sort; none is popularity. */
export function listSort(sort: ListRequest['sort'], direction: ListRequest['direction']): ProductSort {
  if (sort === 'price') return direction === 'desc' ? 'price_desc' : 'price_asc';
  if (sort === 'label') return 'label';
  return 'popular';
}

function listPage(context: HandlerContext<ListRequest>, query: ProductListQuery): { success: true; data: ProductListPage } {
  const { input, db, lang, user } = context;
  const page = listProducts(
    db,
    {
      ...query,
      page: input.page ?? 1,
      sort: listSort(input.sort, input.direction),
      includeCorporate: isCorporate(user),
      extendedFilters: user?.is_extended_filter === 1,
    },
    lang,
  );
  return { success: true, data: { products: page.products, total: page.total, page: page.page } };
}

export const loadProducts: ApiHandler<'loadProducts'> = (context) => {
  const { db, input } = context;
  const category = db.prepare('SELECT slug FROM categories WHERE id = ?').get(input.category_id) as { slug: string } | undefined;
  if (!category) throw notFound(`No category ${input.category_id}`);
  const filters = parseListFilters(input.filters);
  return listPage(context, {
    category: category.slug,
    filters: filters.characteristics,
    brands: filters.brands,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
  });
};

export const searchLoadProducts: ApiHandler<'searchLoadProducts'> = (context) => listPage(context, { search: context.input.q });

export const loadPromotionProducts: ApiHandler<'loadPromotionProducts'> = (context) => {
  if (!PROMOTION_IDS.has(context.input.promotion_id)) throw notFound(`No promotion ${context.input.promotion_id}`);
  return listPage(context, { promotions: true });
};
