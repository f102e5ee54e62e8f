import type { ProductId } from '../../state/id-set';
import type { ListEntry } from './list-entry';
import type { CategoryInfo, ListCategory } from './product-list-types';

/**
 * The listed products by category, in the order the server named the categories (then the order
 * of first appearance); a category with no listed product is left out, products whose category is
 * not known are in none.
 */
export function groupByCategory(infos: readonly CategoryInfo[], entries: readonly ListEntry[]): ListCategory[] {
  const byCategory = new Map<number, ProductId[]>();
  for (const info of infos) byCategory.set(info.id, []);
  for (const entry of entries) {
    if (entry.categoryId === null) continue;
    const list = byCategory.get(entry.categoryId);
    if (list) list.push(entry.id);
    else byCategory.set(entry.categoryId, [entry.id]);
  }
  const result: ListCategory[] = [];
  for (const [id, categoryIds] of byCategory) {
    if (categoryIds.length === 0) continue;
    const info = infos.find((candidate) => candidate.id === id);
    const listed = new Set(categoryIds);
    result.push({
      id,
      slug: info?.slug ?? null,
      title: info?.title ?? null,
      ids: categoryIds,
      products: info ? info.products.filter((card) => listed.has(card.id)) : [],
    });
  }
  return result;
}
