import { describe, expect, it } from 'vitest';
import { ratingStars } from './rating';

describe('ratingStars', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.75, ['full', 'full', 'full', 'full', 'full']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [3.75, ['full', 'full', 'full', 'full', 'empty']],
    [3.74, ['full', 'full', 'full', 'half', 'empty']],
    [3.1, ['full', 'full', 'full', 'half', 'empty']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [0.75, ['full', 'empty', 'empty', 'empty', 'empty']],
    [0.2, ['half', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ] as const)('%d → %j', (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });

  it('clamps ratings outside 0–5 and shows nothing for a missing one', () => {
    const none = ['empty', 'empty', 'empty', 'empty', 'empty'];
    expect(ratingStars(-1)).toEqual(none);
    expect(ratingStars(Number.NaN)).toEqual(none);
    expect(ratingStars(undefined as unknown as number)).toEqual(none);
    expect(ratingStars(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(Number.POSITIVE_INFINITY)).toEqual(none);
  });

  it('always gives five stars', () => {
    for (let rating = -1; rating <= 6; rating += 0.05) expect(ratingStars(rating)).toHaveLength(5);
  });
});
