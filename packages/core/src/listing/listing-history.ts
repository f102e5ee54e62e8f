/**
 * What the in-place listing keeps in a history entry: that the entry is one of its states, and
 * where the page was scrolled, so Back and Forward show the list where the shopper left it.
 */
export interface ListingHistoryState {
  readonly vitrinaListing: 1;
  readonly scrollY: number;
}

export function listingHistoryState(scrollY: number): ListingHistoryState {
  return { vitrinaListing: 1, scrollY: Number.isFinite(scrollY) && scrollY > 0 ? Math.round(scrollY) : 0 };
}

/** The scroll position a history entry recorded, or null for an entry the listing did not write. */
export function listingScrollOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const { vitrinaListing, scrollY } = state as Partial<ListingHistoryState>;
  return vitrinaListing === 1 && typeof scrollY === 'number' && Number.isFinite(scrollY) && scrollY >= 0 ? scrollY : null;
}
