import type { Lang, ProductCard } from '@vitrina/core';
import { productUrl } from '../data/categories';
import type { Translate } from '../i18n/translator';
import { RatingStars } from './rating-stars';

/** The rating stars and the review count, linking to the product page's reviews. */
export function ReviewsLink({ card, lang, t }: { card: ProductCard; lang: Lang; t: Translate }) {
  return (
    <p className="card-rating">
      <RatingStars rating={card.rating} lang={lang} t={t} />
      <a href={`${productUrl(card.slug)}#prodFeedback`}>{t('product.reviews', { count: card.count_reviews })}</a>
    </p>
  );
}
