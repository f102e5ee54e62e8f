import { describe, expect, it } from 'vitest';
import { listingHistoryState, listingScrollOf } from './listing-history';

describe('listing history state', () => {
  it('keeps where the page was scrolled, whole and never negative', () => {
    expect(listingScrollOf(listingHistoryState(812.6))).toBe(813);
    expect(listingScrollOf(listingHistoryState(-5))).toBe(0);
    expect(listingScrollOf(listingHistoryState(Number.NaN))).toBe(0);
  });

  it('knows no scroll of an entry it did not write', () => {
    expect(listingScrollOf(null)).toBeNull();
    expect(listingScrollOf({ scrollY: 100 })).toBeNull();
    expect(listingScrollOf('state')).toBeNull();
  });
});
