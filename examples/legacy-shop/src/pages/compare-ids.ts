/** Most products the compare page takes from its `ids` parameter. */
export const MAX_COMPARE_IDS = 20;

/**
 * The compare page's `ids` parameter ('1,2,3') as product ids: positive safe integers written as
 * plain digits, each once, in order, at most `limit` (MAX_COMPARE_IDS unless told; the favourites
 * page reads its own `ids` the same way); anything else is ignored.
 */
export function parseCompareIds(value: string | undefined | null, limit = MAX_COMPARE_IDS): number[] {
  if (typeof value !== 'string') return [];
  const ids: number[] = [];
  for (const part of value.split(',', 200)) {
    const text = part.trim();
    if (!/^[1-9]\d{0,15}$/.test(text)) continue;
    const id = Number(text);
    if (!Number.isSafeInteger(id) || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length >= limit) break;
  }
  return ids;
}
