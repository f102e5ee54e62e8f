import { PAGE_SIZE, pageCount, type Lang, type ProductCard } from '@vitrina/core';
import type { Db } from '../db/open-database';
import {
  PRODUCTS_FROM,
  brandClause,
  characteristicsClause,
  joinClauses,
  priceClauses,
  scopeClauses,
  type FilterOptions,
} from './product-conditions';
import { extendedFilterNames, withoutExtended } from './extended-filters';
import { cachedFacets } from './facet-cache';
import { loadFacets } from './product-facets';
import { loadProductCards } from './product-cards';
import { orderBy } from './product-sort';
import { ensureSearchFunctions } from './search-text';

export type ProductSort = 'popular' | 'price_asc' | 'price_desc' | 'rating' | 'new' | 'label';

export interface ProductListQuery {
  /** Category slug; omit for every category (search, promotions). */
  readonly category?: string;
  /** Words to find in titles and brands (both languages); a search without words finds nothing. */
  readonly search?: string;
  /** Only products with a gift or a discount. */
  readonly promotions?: boolean;
  /** Characteristic name (uk) → accepted values (uk); values of one name are ORed, names ANDed. */
  readonly filters?: Readonly<Record<string, readonly string[]>>;
  readonly brands?: readonly string[];
  readonly priceMin?: number;
  readonly priceMax?: number;
  readonly sort?: ProductSort;
  /** 1-based. */
  readonly page?: number;
  /** Corporate-only products show to corporate users only. */
  readonly includeCorporate?: boolean;
  /** false for a shopper without extended filters (a guest, or an account without them): those filters are ignored. */
  readonly extendedFilters?: boolean;
}

export interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export interface Facet {
  readonly name: string;
  readonly label: string;
  /** An extended filter (docs/catalogue.md#extended-filters): for logged-in users who have them only. */
  readonly extended: boolean;
  readonly values: readonly FacetValue[];
}

export interface ProductListPage {
  readonly products: ProductCard[];
  /** Products matching the query in all pages. */
  readonly total: number;
  readonly page: number;
  /** ceil(total / 24). */
  readonly pages: number;
  /** Filter options of the category with counts (brands first), for the filters sidebar. */
  readonly facets: readonly Facet[];
}

/** One page (24 cards) of a category, a search or the promotions, filtered and sorted in SQL. */
export function listProducts(db: Db, query: ProductListQuery, lang: Lang): ProductListPage {
  ensureSearchFunctions(db);
  const page = typeof query.page === 'number' && Number.isSafeInteger(query.page) && query.page >= 1 ? query.page : 1;

  let categoryId: number | undefined;
  if (query.category !== undefined) {
    const category = db.prepare('SELECT id FROM categories WHERE slug = ?').get(query.category) as { id: number } | undefined;
    if (!category) return { products: [], total: 0, page, pages: 0, facets: [] };
    categoryId = category.id;
  }

  const scopeList = scopeClauses({
    categoryId,
    search: query.search,
    promotions: query.promotions,
    includeCorporate: query.includeCorporate,
  });
  const scope = joinClauses(scopeList);
  const filters = withoutExtended(normalizeFilters(query), query.extendedFilters === false ? extendedFilterNames(db, scope) : []);
  const where = joinClauses([
    ...scopeList,
    ...brandClause(filters),
    ...priceClauses(filters),
    ...characteristicsClause(filters),
  ]);

  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${PRODUCTS_FROM} WHERE ${where.sql}`).get(...where.params) as {
    total: number;
  };
  const offset = (page - 1) * PAGE_SIZE;
  const ids =
    offset < total
      ? (
          db
            .prepare(`SELECT p.id FROM ${PRODUCTS_FROM} WHERE ${where.sql} ORDER BY ${orderBy(query.sort)} LIMIT ? OFFSET ?`)
            .all(...where.params, PAGE_SIZE, offset) as { id: number }[]
        ).map(({ id }) => id)
      : [];

  return {
    products: loadProductCards(db, ids, lang),
    total,
    page,
    pages: pageCount(total, PAGE_SIZE),
    facets: cachedFacets(db, JSON.stringify([scope.sql, scope.params, filters, lang]), () => loadFacets(db, scope, filters, lang)),
  };
}

/** The query's filters with blanks and duplicates dropped; a filter left without values is no filter. */
function normalizeFilters(query: ProductListQuery): FilterOptions {
  const characteristics: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(query.filters ?? {})) {
    const kept = distinctStrings(Array.isArray(values) ? values : []);
    if (kept.length > 0) characteristics[name] = kept;
  }
  return {
    brands: distinctStrings(Array.isArray(query.brands) ? query.brands : []),
    priceMin: finite(query.priceMin),
    priceMax: finite(query.priceMax),
    characteristics,
  };
}

function distinctStrings(values: readonly unknown[]): string[] {
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim() !== ''))];
}

function finite(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
