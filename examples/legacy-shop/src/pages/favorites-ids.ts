import { parseCompareIds } from './compare-ids';

/**
 * Most products the favourites page takes from its `ids` parameter; the favorites-list island
 * (packages/widgets/src/islands/favorites-list) puts at most as many in the address.
 */
export const MAX_FAVORITE_IDS = 50;

/**
 * The favourites page's `ids` parameter ('1,2,3'), read as strictly as the compare page's: positive
 * safe integers written as plain digits, each once, in order, at most MAX_FAVORITE_IDS; anything
 * else is ignored.
 */
export function parseFavoriteIds(value: string | undefined | null): number[] {
  return parseCompareIds(value, MAX_FAVORITE_IDS);
}
