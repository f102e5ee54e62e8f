import type { ProductCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { safeUrl } from '../safe-url';

/** The product's picture (decorative next to its title), or a note that there is none. */
export function ProductImage({ card, t, size }: { card: ProductCard; t: Translate; size: number }) {
  return card.image ? (
    <img src={safeUrl(card.image, '')} alt="" loading="lazy" decoding="async" width={size} height={size} />
  ) : (
    <span className="image-missing">{t('pages.card.image_missing')}</span>
  );
}
