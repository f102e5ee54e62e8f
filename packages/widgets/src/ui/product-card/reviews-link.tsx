import type { ProductCard } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { RatingStars } from './rating-stars';

/** The rating stars and the review count, linking to the product page's reviews (`#prodFeedback`). */
export function ReviewsLink({ product, href }: { product: ProductCard; href: string }) {
  const { t } = useMessages();
  return (
    <p className="vitrina-card__rating">
      <RatingStars rating={product.rating} />
      <a href={`${href}#prodFeedback`}>{t('product.reviews', { count: product.count_reviews })}</a>
    </p>
  );
}
