import { MAX_FAVORITES_PAGE_IDS } from './favorites-list-props';

const isPageId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;

/**
 * The ids a favourites page should show for a guest's list: the SDK's ids, in its order, each
 * once, only what the page's address can carry, and at most MAX_FAVORITES_PAGE_IDS (the newest
 * ones when there are more) — so the page the address leads to shows exactly these.
 */
export function favoritesPageIds(listed: readonly number[]): number[] {
  const ids = [...new Set(listed.filter(isPageId))];
  return ids.slice(Math.max(0, ids.length - MAX_FAVORITES_PAGE_IDS));
}

/** Whether two id lists hold the same ids, whatever their order or repeats. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/** `/favorites?ids=1,2,3`, or the page itself for an empty list. */
export function favoritesPageUrl(page: string, ids: readonly number[]): string {
  if (ids.length === 0) return page;
  return `${page}${page.includes('?') ? '&' : '?'}ids=${ids.join(',')}`;
}
