import { badRequest } from '../../../http/api-error';
import { BRAND_FACET } from '../../../catalog/product-facets';

/** The filter key of the price range: `["from", "to"]`, either may be blank. */
export const PRICE_FILTER = 'price';

const MAX_NAMES = 40;
const MAX_VALUES = 100;
const MAX_VALUE_LENGTH = 200;

export interface ListFilters {
  readonly brands: string[];
  readonly priceMin: number | undefined;
  readonly priceMax: number | undefined;
  readonly characteristics: Record<string, string[]>;
}

/**
 * The `filters` query parameter of load_products: JSON of filter name → selected values, the same
 * shape as the cart's `filterOptions` — e.g. {"brand":["Apple"],"price":["10000",""],"Пам'ять":["128 ГБ"]}.
 * `brand` selects brands, `price` is the range of the price paid, any other key is a
 * characteristic's Ukrainian name with Ukrainian values (the facets' names and values).
 */
export function parseListFilters(raw: string | undefined): ListFilters {
  const filters: ListFilters = { brands: [], priceMin: undefined, priceMax: undefined, characteristics: {} };
  if (raw === undefined || raw.trim() === '') return filters;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed);
  if (entries.length > MAX_NAMES) throw invalid();

  for (const [name, values] of entries) {
    if (!Array.isArray(values) || values.length > MAX_VALUES) throw invalid();
    const texts = values.map((value: unknown) => {
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) throw invalid();
      return value.trim();
    });
    if (name === BRAND_FACET) filters.brands.push(...texts.filter((text) => text !== ''));
    else if (name === PRICE_FILTER) Object.assign(filters, priceRange(texts));
    else filters.characteristics[name] = texts.filter((text) => text !== '');
  }
  return filters;
}

function priceRange(texts: readonly string[]): Pick<ListFilters, 'priceMin' | 'priceMax'> {
  if (texts.length > 2) throw invalid();
  const [from, to] = texts.map((text) => {
    if (text === '') return undefined;
    if (!/^\d{1,9}$/.test(text)) throw invalid();
    return Number(text);
  });
  return { priceMin: from, priceMax: to };
}

function invalid() {
  return badRequest('filters must be a JSON object of filter name → list of values', { filters: 'validation.invalid' });
}
