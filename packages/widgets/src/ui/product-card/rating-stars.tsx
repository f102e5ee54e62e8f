import { ratingStars } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';

/** Five stars (full, half or empty by the core's rule) read out as one "Рейтинг: 4,5 з 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t, lang } = useMessages();
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 5) : 0;
  const label = t('product.rating', { rating: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value) });
  return (
    <span className="vitrina-stars" role="img" aria-label={label}>
      {ratingStars(rating).map((fill, index) => (
        <span key={index} className={`vitrina-star vitrina-star--${fill}`} data-fill={fill} aria-hidden="true" />
      ))}
    </span>
  );
}
