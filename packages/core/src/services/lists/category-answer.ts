import type { ProductCard } from '../../schemas/product-card';
import type { ProductId } from '../../state/id-set';
import type { ListEntry } from './list-entry';
import type { CategoryInfo } from './product-list-types';

/**
 * A server answer about one category taken as the truth: `asked` ids it returned belong to
 * `categoryId`, asked ids known to be in that category but not returned are dropped, and the
 * returned cards replace the category's. The entries are null when none left or changed category.
 */
export function withCategoryAnswer(
  infos: readonly CategoryInfo[],
  entries: readonly ListEntry[],
  categoryId: number,
  asked: readonly ProductId[],
  returned: readonly ProductCard[],
): readonly [readonly CategoryInfo[], readonly ListEntry[] | null] {
  const askedIds = new Set(asked);
  const returnedIds = new Set(returned.map((card) => card.id));
  const next = entries.flatMap((entry): ListEntry[] => {
    if (!askedIds.has(entry.id)) return [entry];
    if (returnedIds.has(entry.id)) return [{ id: entry.id, categoryId }];
    return entry.categoryId === categoryId ? [] : [entry];
  });
  const info = infos.find((candidate) => candidate.id === categoryId);
  const cards = [...(info?.products ?? []).filter((card) => !returnedIds.has(card.id)), ...returned];
  const nextInfo: CategoryInfo = { id: categoryId, slug: info?.slug ?? null, title: info?.title ?? null, products: cards };
  const changed = next.length !== entries.length || next.some((entry, index) => entry.categoryId !== entries[index]?.categoryId);
  return [
    info ? infos.map((candidate) => (candidate.id === categoryId ? nextInfo : candidate)) : [...infos, nextInfo],
    changed ? next : null,
  ];
}
