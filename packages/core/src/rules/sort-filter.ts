/** Translation keys of the catalogue's sort controls (docs/catalogue.md#category-listing), from the shop's translations. */
export const SORT_LABEL_KEYS = Object.freeze({
  price: 'load_more.sorting.price',
  label: 'load_more.sorting.label',
} as const);

export type SortBy = keyof typeof SORT_LABEL_KEYS;

export const FILTER_VALUE_SEPARATOR = '|';

/** A filter's selected values as one analytics label: 'Apple|Samsung'. Blank values are left out. */
export function joinFilterValues(values: readonly (string | number)[]): string {
  return values
    .map((value) => String(value).trim())
    .filter((value) => value !== '')
    .join(FILTER_VALUE_SEPARATOR);
}

/** Every filter with a selection, as name → joined values, in the given order. */
export function filterLabels(filters: Readonly<Record<string, readonly (string | number)[]>>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [name, values] of Object.entries(filters)) {
    const label = joinFilterValues(values);
    if (label !== '') labels[name] = label;
  }
  return labels;
}
