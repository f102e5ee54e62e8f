import type { ProductId } from '../../state/id-set';

/** The product ids of a compare page URL's `ids` parameter ('?ids=3,1,2'); anything else in it is skipped. */
export function readCompareIds(url: string): ProductId[] {
  let value: string | null;
  try {
    value = new URL(url, 'http://localhost').searchParams.get('ids');
  } catch {
    return [];
  }
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,15}$/.test(part))
    .map(Number)
    .filter(Number.isSafeInteger);
  return [...new Set(ids)];
}
