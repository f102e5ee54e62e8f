import { FOLD_FUNCTION, containsPattern, searchWords } from './search-text';

/**
 * A piece of a WHERE clause: fixed SQL text with `?` placeholders and the values they take. Every
 * text below is a constant; a query only chooses which of them to use and binds the values.
 */
export interface Clause {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The price a shopper pays: the discounted one when there is a discount. */
export const EFFECTIVE_PRICE = 'COALESCE(p.price_with_discount, p.price)';

/** Every list reads `products p JOIN categories c`. */
export const PRODUCTS_FROM = 'products p JOIN categories c ON c.id = p.category_id';

const CATEGORY = 'p.category_id = ?';
const NOT_SERVICES = 'c.is_services = 0';
const NOT_CORPORATE = 'p.is_corporate = 0';
const NOTHING = '0';
// Every word (a LIKE pattern of the JSON array) is somewhere in a title or the brand.
const SEARCH = `NOT EXISTS (
  SELECT 1 FROM json_each(?) w
  WHERE NOT (${FOLD_FUNCTION}(p.title_uk) LIKE w.value ESCAPE '\\'
          OR ${FOLD_FUNCTION}(p.title_ru) LIKE w.value ESCAPE '\\'
          OR ${FOLD_FUNCTION}(COALESCE(p.brand, '')) LIKE w.value ESCAPE '\\'))`;
const PROMOTIONS = `((p.price_with_discount IS NOT NULL AND p.price_with_discount < p.price)
  OR EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id AND g.stock > 0))`;
const BRANDS = 'p.brand IN (SELECT value FROM json_each(?))';
const PRICE_MIN = `${EFFECTIVE_PRICE} >= ?`;
const PRICE_MAX = `${EFFECTIVE_PRICE} <= ?`;
// The bound JSON object is name → accepted values: for every name, one of its values is present.
const CHARACTERISTICS = `NOT EXISTS (
  SELECT 1 FROM json_each(?) f
  WHERE NOT EXISTS (
    SELECT 1 FROM product_characteristics x
    WHERE x.product_id = p.id AND x.name_uk = f.key AND x.value_uk IN (SELECT value FROM json_each(f.value))))`;
// The same, leaving out the filter on the characteristic `pc` (facet counts: values of one name are ORed).
const CHARACTERISTICS_BUT_OWN = `NOT EXISTS (
  SELECT 1 FROM json_each(?) f
  WHERE f.key <> pc.name_uk AND NOT EXISTS (
    SELECT 1 FROM product_characteristics x
    WHERE x.product_id = p.id AND x.name_uk = f.key AND x.value_uk IN (SELECT value FROM json_each(f.value))))`;

export interface ScopeOptions {
  readonly categoryId?: number;
  readonly search?: string;
  readonly promotions?: boolean;
  readonly includeCorporate?: boolean;
}

/** What a list shows before the shopper's filters: its category, search or promotions. */
export function scopeClauses(options: ScopeOptions): Clause[] {
  const clauses: Clause[] = [];
  if (options.categoryId !== undefined) clauses.push({ sql: CATEGORY, params: [options.categoryId] });
  else clauses.push({ sql: NOT_SERVICES, params: [] });
  if (!options.includeCorporate) clauses.push({ sql: NOT_CORPORATE, params: [] });
  if (options.search !== undefined) {
    const patterns = searchWords(options.search).map(containsPattern);
    // A search without words finds nothing rather than the whole shop.
    clauses.push(patterns.length > 0 ? { sql: SEARCH, params: [JSON.stringify(patterns)] } : { sql: NOTHING, params: [] });
  }
  if (options.promotions) clauses.push({ sql: PROMOTIONS, params: [] });
  return clauses;
}

export interface FilterOptions {
  readonly brands: readonly string[];
  readonly priceMin: number | undefined;
  readonly priceMax: number | undefined;
  /** Name (uk) → values (uk), each with at least one value. */
  readonly characteristics: Readonly<Record<string, readonly string[]>>;
}

export function brandClause(filters: FilterOptions): Clause[] {
  return filters.brands.length > 0 ? [{ sql: BRANDS, params: [JSON.stringify(filters.brands)] }] : [];
}

export function priceClauses(filters: FilterOptions): Clause[] {
  const clauses: Clause[] = [];
  if (filters.priceMin !== undefined) clauses.push({ sql: PRICE_MIN, params: [filters.priceMin] });
  if (filters.priceMax !== undefined) clauses.push({ sql: PRICE_MAX, params: [filters.priceMax] });
  return clauses;
}

export function characteristicsClause(filters: FilterOptions, butOwn = false): Clause[] {
  if (Object.keys(filters.characteristics).length === 0) return [];
  return [{ sql: butOwn ? CHARACTERISTICS_BUT_OWN : CHARACTERISTICS, params: [JSON.stringify(filters.characteristics)] }];
}

/** The clauses joined with AND ('1' when there are none). */
export function joinClauses(clauses: readonly Clause[]): Clause {
  if (clauses.length === 0) return { sql: '1', params: [] };
  return { sql: clauses.map((clause) => `(${clause.sql})`).join(' AND '), params: clauses.flatMap((clause) => clause.params) };
}
