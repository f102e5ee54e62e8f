import { formatPrice, type Lang, type ProductCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';

/** The discount of a card in whole percent, or 0 without a lower price. */
export function discountPercent(card: Pick<ProductCard, 'price' | 'price_with_discount'>): number {
  const { price, price_with_discount: lower } = card;
  if (lower === null || !(price > 0) || lower >= price) return 0;
  return Math.round(((price - lower) / price) * 100);
}

/** The price, and with a discount the old price struck through. */
export function ProductPrice({ card, lang, t }: { card: ProductCard; lang: Lang; t: Translate }) {
  const discounted = discountPercent(card) > 0 && card.price_with_discount !== null;
  return (
    <div className="price">
      <p className={discounted ? 'price-current price-current--discount' : 'price-current'}>
        <span className="visually-hidden">{t('product.price')}: </span>
        {formatPrice(discounted ? (card.price_with_discount ?? card.price) : card.price, lang)}
      </p>
      {discounted && (
        <p className="price-old">
          <span className="visually-hidden">{t('product.old_price')}: </span>
          <s>{formatPrice(card.price, lang)}</s>
        </p>
      )}
    </div>
  );
}
