import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';
import { renderWith, testVitrina } from '../../testing/card-test-kit';

const vitrinas = { uk: testVitrina(), ru: testVitrina({ lang: 'ru' }) };
afterEach(() => Object.values(vitrinas).forEach((vitrina) => vitrina.destroy()));

const fills = () => Array.from(document.querySelectorAll('.vitrina-star')).map((star) => star.getAttribute('data-fill'));

describe('RatingStars', () => {
  it.each([
    [4.4, ['full', 'full', 'full', 'full', 'half']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.8, ['full', 'full', 'full', 'full', 'full']],
    [3.74, ['full', 'full', 'full', 'half', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('shows %d as five stars: %j', (rating, expected) => {
    renderWith(vitrinas.uk, <RatingStars rating={rating} />);
    expect(fills()).toEqual(expected);
  });

  it('is one image read out as the rating, in the page’s language', () => {
    const { unmount } = renderWith(vitrinas.uk, <RatingStars rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Рейтинг: 4,5 з 5' })).toBeTruthy();
    unmount();
    renderWith(vitrinas.ru, <RatingStars rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Рейтинг: 4,5 из 5' })).toBeTruthy();
  });

  it('reads a rating that is not a number as 0 and a rating above 5 as 5', () => {
    const { unmount } = renderWith(vitrinas.uk, <RatingStars rating={Number.NaN} />);
    expect(screen.getByRole('img', { name: 'Рейтинг: 0 з 5' })).toBeTruthy();
    unmount();
    renderWith(vitrinas.uk, <RatingStars rating={7} />);
    expect(screen.getByRole('img', { name: 'Рейтинг: 5 з 5' })).toBeTruthy();
  });
});
