import type { Lang, ProductCard } from '@vitrina/core';
import type { Db } from '../db/open-database';

export type ProductSort = 'popular' | 'price_asc' | 'price_desc' | 'rating' | 'new' | 'label';

export interface ProductListQuery {
  /** Category slug; omit for every category (search, promotions). */
  readonly category?: string;
  /** Words to find in titles and brands (both languages). */
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
}

export interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export interface Facet {
  readonly name: string;
  readonly label: string;
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
export function listProducts(_db: Db, _query: ProductListQuery, _lang: Lang): ProductListPage {
  throw new Error('listProducts is not written yet');
}
