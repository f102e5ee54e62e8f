import { PAGE_SIZE } from './constants';

/**
 * Number of pages for a number of product cards: ceil(cards / pageSize). Anything that is not a
 * non-negative finite card count (NaN, negative, Infinity, a non-number) gives 0 pages; a fractional
 * count is rounded down first, since a part of a card is not a card.
 */
export function pageCount(cards: unknown, pageSize: number = PAGE_SIZE): number {
  if (!Number.isInteger(pageSize) || pageSize <= 0) {
    throw new RangeError(`pageSize must be a positive integer, got ${String(pageSize)}`);
  }
  if (typeof cards !== 'number' || !Number.isFinite(cards) || cards < 0) return 0;
  return Math.ceil(Math.floor(cards) / pageSize);
}
