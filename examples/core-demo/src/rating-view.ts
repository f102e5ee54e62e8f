import type { Lang } from '@vitrina/core';
import type { Demo } from './demo';
import { bindAttribute, el } from './dom';

const formatters = new Map<Lang, Intl.NumberFormat>();

/** '4,5' in Ukrainian and Russian. */
function formatRating(rating: number, lang: Lang): string {
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    formatters.set(lang, format);
  }
  return format.format(rating);
}

/** Five stars for the eye, one sentence for screen readers, and the review count. */
export function ratingView(demo: Demo, rating: number, reviews: number): HTMLElement {
  const stars = el(
    'span',
    { className: 'stars', attrs: { role: 'img' } },
    demo.vitrina.format.rating(rating).map((fill) => el('span', { className: `star star--${fill}` })),
  );
  bindAttribute(stars, 'aria-label', () => demo.t('product.rating', { rating: formatRating(rating, demo.lang.value) }));
  const count = el('span', {
    className: 'rating__reviews',
    text: () => (reviews > 0 ? demo.t('product.reviews', { count: reviews }) : demo.t('product.no_reviews')),
  });
  return el('p', { className: 'rating' }, [stars, count]);
}
