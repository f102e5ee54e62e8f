import type { ProductCard, ProductSearch } from '@vitrina/core';

/** One option of the search combobox's list: a product found, or a recent query to search again. */
export type SearchOption = { readonly kind: 'product'; readonly product: ProductCard } | { readonly kind: 'recent'; readonly query: string };

/**
 * What the list offers for the text typed: the products found for it, or — before anything is
 * typed to search — the recent queries.
 */
export function searchOptions(search: ProductSearch): readonly SearchOption[] {
  const status = search.status.value;
  if (status === 'idle') return search.recent.list.value.map((query) => ({ kind: 'recent', query }));
  if (status === 'done') return search.results.value.map((product) => ({ kind: 'product', product }));
  return [];
}
