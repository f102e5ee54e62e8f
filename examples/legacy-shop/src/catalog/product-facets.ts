import type { Lang } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { Facet } from './list-products';
import {
  PRODUCTS_FROM,
  brandClause,
  characteristicsClause,
  joinClauses,
  priceClauses,
  type Clause,
  type FilterOptions,
} from './product-conditions';

/** The facet of brands; its name is also the filter key of brands. */
export const BRAND_FACET = 'brand';
const BRAND_LABEL: Readonly<Record<Lang, string>> = { uk: 'Бренд', ru: 'Бренд' };

interface BrandRow {
  value: string;
  count: number;
}

interface CharacteristicRow {
  name: string;
  label: string;
  value: string;
  value_label: string;
  position: number;
  count: number;
  /** 1 when some product of the scope shows it among its main characteristics. */
  main: 0 | 1;
}

/**
 * The sidebar's options: every brand and characteristic value of the list's scope, each counted
 * as the products it would show with the other filters kept — the facet's own selection is left
 * out, since values of one filter are ORed. Brands come first, then characteristics in card order.
 * A characteristic no product of the scope shows among its main ones is an extended filter.
 */
export function loadFacets(db: Db, scope: Clause, filters: FilterOptions, lang: Lang): Facet[] {
  const t = lang === 'ru' ? 'ru' : 'uk';
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });

  const brandCondition = joinClauses([...priceClauses(filters), ...characteristicsClause(filters)]);
  const brands = db
    .prepare(
      `SELECT p.brand AS value, COUNT(DISTINCT CASE WHEN ${brandCondition.sql} THEN p.id END) AS count
       FROM ${PRODUCTS_FROM}
       WHERE ${scope.sql} AND p.brand IS NOT NULL AND p.brand <> ''
       GROUP BY p.brand`,
    )
    .all(...brandCondition.params, ...scope.params) as BrandRow[];

  const characteristicCondition = joinClauses([
    ...brandClause(filters),
    ...priceClauses(filters),
    ...characteristicsClause(filters, true),
  ]);
  const characteristics = db
    .prepare(
      `SELECT pc.name_uk AS name, MIN(pc.name_${t}) AS label, pc.value_uk AS value, MIN(pc.value_${t}) AS value_label,
              MIN(pc.position) AS position, MAX(pc.is_main) AS main,
              COUNT(DISTINCT CASE WHEN ${characteristicCondition.sql} THEN p.id END) AS count
       FROM ${PRODUCTS_FROM} JOIN product_characteristics pc ON pc.product_id = p.id
       WHERE ${scope.sql}
       GROUP BY pc.name_uk, pc.value_uk`,
    )
    .all(...characteristicCondition.params, ...scope.params) as CharacteristicRow[];

  const facets: Facet[] = [];
  if (brands.length > 0) {
    facets.push({
      name: BRAND_FACET,
      label: BRAND_LABEL[lang],
      extended: false,
      values: brands
        .map(({ value, count }) => ({ value, label: value, count }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    });
  }

  const byName = new Map<string, { label: string; position: number; main: boolean; rows: CharacteristicRow[] }>();
  for (const row of characteristics) {
    const group = byName.get(row.name);
    if (group) {
      group.rows.push(row);
      group.position = Math.min(group.position, row.position);
      group.main = group.main || row.main === 1;
    } else {
      byName.set(row.name, { label: row.label, position: row.position, main: row.main === 1, rows: [row] });
    }
  }
  const groups = [...byName.entries()].sort(([nameA, a], [nameB, b]) => a.position - b.position || collator.compare(nameA, nameB));
  for (const [name, group] of groups) {
    facets.push({
      name,
      label: group.label,
      extended: !group.main,
      values: group.rows
        .map(({ value, value_label, count }) => ({ value, label: value_label, count }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    });
  }
  return facets;
}
