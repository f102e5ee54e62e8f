import type { Db } from '../db/open-database';
import { PRODUCTS_FROM, type Clause, type FilterOptions } from './product-conditions';

/**
 * The extended filters of a list's scope (docs/catalogue.md#extended-filters): the characteristics
 * no product of the scope shows among its main ones. Brand, price and the main characteristics are
 * everyone's filters.
 */
export function extendedFilterNames(db: Db, scope: Clause): string[] {
  const rows = db
    .prepare(
      `SELECT pc.name_uk AS name FROM ${PRODUCTS_FROM} JOIN product_characteristics pc ON pc.product_id = p.id
       WHERE ${scope.sql} GROUP BY pc.name_uk HAVING MAX(pc.is_main) = 0`,
    )
    .all(...scope.params) as { name: string }[];
  return rows.map(({ name }) => name);
}

/** The filters without the characteristics named: what a user without extended filters gets applied. */
export function withoutExtended(filters: FilterOptions, names: readonly string[]): FilterOptions {
  if (names.length === 0) return filters;
  const characteristics = Object.fromEntries(Object.entries(filters.characteristics).filter(([name]) => !names.includes(name)));
  return { ...filters, characteristics };
}
