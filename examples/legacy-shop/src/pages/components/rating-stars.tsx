import { ratingStars, type Lang } from '@vitrina/core';
import type { Translate } from '../i18n/translator';

export function formatRating(rating: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(Number.isFinite(rating) ? rating : 0);
}

/** Five stars (full, half or empty by the core's rule) read out as one "Rating: 4.5 of 5". */
export function RatingStars({ rating, lang, t }: { rating: number; lang: Lang; t: Translate }) {
  return (
    <span className="rating-stars" role="img" aria-label={t('product.rating', { rating: formatRating(rating, lang) })}>
      {ratingStars(rating).map((fill, index) => (
        <span key={index} className={`star star--${fill}`} aria-hidden="true" />
      ))}
    </span>
  );
}
