export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars of a rating, each full, half or empty (docs/catalogue.md#rating).
 * Star i (0–4) covers `rating - i`: 1 or more is full; a fraction of .75 or more is full (it
 * rounds up); any smaller positive fraction is half; nothing left is empty. So 3.74 shows
 * 3 full, 1 half, 1 empty, and 3.75 shows 4 full. Ratings are clamped to 0–5; anything that
 * is not a finite number shows 5 empty stars.
 */
export function ratingStars(rating: number): StarFill[] {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 5) : 0;
  return Array.from({ length: 5 }, (_, i): StarFill => {
    const left = value - i;
    if (left >= 0.75) return 'full';
    return left > 0 ? 'half' : 'empty';
  });
}
