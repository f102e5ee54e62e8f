import type { ProductListQuery, ProductSort } from '../catalog/list-products';
import { BRAND_FACET } from '../catalog/product-facets';

export const SORTS: readonly ProductSort[] = ['popular', 'price_asc', 'price_desc', 'rating', 'new', 'label'];
export const DEFAULT_SORT: ProductSort = 'popular';

/** Query-string names of the catalogue's filters and sorting; a characteristic filter is `f.<name>`. */
export const CATALOG_PARAMS = Object.freeze({
  brand: 'brand',
  filterPrefix: 'f.',
  priceMin: 'price_min',
  priceMax: 'price_max',
  sort: 'sort',
  page: 'page',
  search: 'q',
});

/** The facet whose values are brands; every other facet is a characteristic. */
export { BRAND_FACET };

const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;
const MAX_PAGE = 10_000;

export interface CatalogParams {
  readonly search: string;
  readonly brands: readonly string[];
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly priceMin: number | undefined;
  readonly priceMax: number | undefined;
  readonly sort: ProductSort;
  readonly page: number;
}

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number <= max ? number : undefined;
}

function cleanValues(values: readonly string[]): string[] {
  const kept = values.map((value) => value.trim()).filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_VALUES);
}

/** A catalogue page's filters and sorting from its query string; anything malformed is dropped. */
export function parseCatalogParams(query: URLSearchParams): CatalogParams {
  const filters: Record<string, string[]> = {};
  let filterValues = 0;
  for (const [key, value] of query) {
    if (!key.startsWith(CATALOG_PARAMS.filterPrefix)) continue;
    const name = key.slice(CATALOG_PARAMS.filterPrefix.length).trim();
    if (name === '' || name.length > MAX_VALUE_LENGTH || filterValues >= MAX_VALUES) continue;
    const values = cleanValues([...(filters[name] ?? []), value]);
    filterValues += values.length - (filters[name]?.length ?? 0);
    filters[name] = values;
  }
  for (const name of Object.keys(filters)) if (filters[name]?.length === 0) delete filters[name];
  const sort = query.get(CATALOG_PARAMS.sort);
  let priceMin = wholeNumber(query.get(CATALOG_PARAMS.priceMin), 100_000_000);
  let priceMax = wholeNumber(query.get(CATALOG_PARAMS.priceMax), 100_000_000);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    search: (query.get(CATALOG_PARAMS.search) ?? '').trim().slice(0, MAX_VALUE_LENGTH),
    brands: cleanValues(query.getAll(CATALOG_PARAMS.brand)),
    filters,
    priceMin,
    priceMax,
    sort: SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : DEFAULT_SORT,
    page: Math.max(1, wholeNumber(query.get(CATALOG_PARAMS.page), MAX_PAGE) ?? 1),
  };
}

/** The query string of catalogue params (defaults left out), '' when there is nothing to say. */
export function catalogQueryString(params: CatalogParams, change: Partial<CatalogParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.search) query.set(CATALOG_PARAMS.search, next.search);
  for (const brand of next.brands) query.append(CATALOG_PARAMS.brand, brand);
  for (const [name, values] of Object.entries(next.filters)) {
    for (const value of values) query.append(`${CATALOG_PARAMS.filterPrefix}${name}`, value);
  }
  if (next.priceMin !== undefined) query.set(CATALOG_PARAMS.priceMin, String(next.priceMin));
  if (next.priceMax !== undefined) query.set(CATALOG_PARAMS.priceMax, String(next.priceMax));
  if (next.sort !== DEFAULT_SORT) query.set(CATALOG_PARAMS.sort, next.sort);
  if (next.page > 1) query.set(CATALOG_PARAMS.page, String(next.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The params without the characteristic filters named: the extended ones of a user who does not have them. */
export function withoutFilterNames(params: CatalogParams, names: readonly string[]): CatalogParams {
  if (!Object.keys(params.filters).some((name) => names.includes(name))) return params;
  return { ...params, filters: Object.fromEntries(Object.entries(params.filters).filter(([name]) => !names.includes(name))) };
}

/** The catalogue params as a listProducts query. */
export function toListQuery(
  params: CatalogParams,
  base: Pick<ProductListQuery, 'category' | 'includeCorporate' | 'extendedFilters'>,
): ProductListQuery {
  return {
    ...base,
    ...(params.search ? { search: params.search } : {}),
    ...(params.brands.length > 0 ? { brands: params.brands } : {}),
    ...(Object.keys(params.filters).length > 0 ? { filters: params.filters } : {}),
    ...(params.priceMin !== undefined ? { priceMin: params.priceMin } : {}),
    ...(params.priceMax !== undefined ? { priceMax: params.priceMax } : {}),
    sort: params.sort,
    page: params.page,
  };
}
